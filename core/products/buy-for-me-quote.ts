import { DESTINATION_DETAILS } from '../pricing/destinations.js';
import { tierFor } from '../pricing/tariffs.js';
import { roundKg } from '../pricing/units.js';
import { type Cents, multiplyCents, percentOf } from '../shared/money.js';

/** Our fee for buying on the shopper's behalf, on the cost of the items. */
export const PROCESSING_FEE_PERCENT = 5;
export const BUY_FOR_ME_DELIVERY = '7-14 business days';

export interface BuyForMeItem {
  unitPriceCents: Cents;
  /** Weight of one item. */
  weightKg: number;
  quantity: number;
}

export interface BuyForMeQuote {
  itemCostCents: Cents;
  shippingWeightKg: number;
  centsPerKg: Cents;
  baseShippingCents: Cents;
  processingFeeCents: Cents;
  /** Bought in Delaware: no US sales tax. */
  purchaseTaxCents: Cents;
  vatCents: Cents;
  totalCents: Cents;
}

/**
 * The one Buy for Me price: the items, shipping at the Kenya air tariff on their total weight, and the
 * processing fee. Purchase tax and VAT are nil here; Kenyan duty and VAT are the customs calculator's.
 */
export function quoteBuyForMe({ unitPriceCents, weightKg, quantity }: BuyForMeItem): BuyForMeQuote {
  const itemCostCents = multiplyCents(unitPriceCents, quantity);
  const shippingWeightKg = roundKg(weightKg * quantity);
  const { centsPerKg } = tierFor(DESTINATION_DETAILS.kenya.tariff.tiers, shippingWeightKg);
  const baseShippingCents = multiplyCents(centsPerKg, shippingWeightKg);
  const processingFeeCents = percentOf(itemCostCents, PROCESSING_FEE_PERCENT);
  return {
    itemCostCents,
    shippingWeightKg,
    centsPerKg,
    baseShippingCents,
    processingFeeCents,
    purchaseTaxCents: 0,
    vatCents: 0,
    totalCents: itemCostCents + baseShippingCents + processingFeeCents,
  };
}
