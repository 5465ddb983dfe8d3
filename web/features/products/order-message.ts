import type { BuyForMeQuote } from '../../../core/products/buy-for-me-quote.js';
import { BUY_FOR_ME_DELIVERY } from '../../../core/products/buy-for-me-quote.js';
import { formatUsd } from '../../../core/shared/money.js';

export interface OrderItem {
  title: string;
  /** The Amazon page, or the shopper's own description of where to buy. */
  link: string | null;
  unitPriceCents: number;
  weightKg: number;
  quantity: number;
  /** Chosen options, e.g. Color: Black. */
  options: Record<string, string>;
}

/** The order as the shopper sends it to us, by WhatsApp, e-mail or the clipboard: every figure of the quote. */
export function orderMessage(item: OrderItem, quote: BuyForMeQuote): string {
  const options = Object.entries(item.options).map(([type, value]) => `${type}: ${value}`);
  return [
    'Buy for Me order',
    `Product: ${item.title}`,
    ...(item.link ? [`Link: ${item.link}`] : []),
    ...(options.length > 0 ? [`Options: ${options.join(', ')}`] : []),
    `Quantity: ${item.quantity}`,
    `Price each: ${formatUsd(item.unitPriceCents)}`,
    `Weight each: ${item.weightKg} kg`,
    '',
    `Items: ${formatUsd(quote.itemCostCents)}`,
    `Shipping (${quote.shippingWeightKg} kg × ${formatUsd(quote.centsPerKg)}/kg): ${formatUsd(quote.baseShippingCents)}`,
    `Processing fee (5%): ${formatUsd(quote.processingFeeCents)}`,
    `US sales tax: ${formatUsd(quote.purchaseTaxCents)}`,
    `Total: ${formatUsd(quote.totalCents)}`,
    `Delivery: ${BUY_FOR_ME_DELIVERY}`,
  ].join('\n');
}
