import { exampleParcel, priceParcel } from '../pricing/price-parcel.js';
import type { Cents } from '../shared/money.js';
import { type CustomsDuty, customsDuty } from './customs-duty.js';
import type { CustomsCategoryKey } from './customs-rates.js';

export interface DeliveredItem {
  itemCents: Cents;
  weightKg: number;
  category: CustomsCategoryKey;
}

export interface DeliveredCost {
  shippingCents: Cents;
  customs: CustomsDuty;
  /** The item, its customs (duty and VAT) and our shipping to Kenya. */
  totalCents: Cents;
}

/** What an item bought in the US costs in Kenya: the specification's customs rule, plus our air freight. */
export function deliveredCost({ itemCents, weightKg, category }: DeliveredItem): DeliveredCost {
  const shipping = priceParcel(exampleParcel(weightKg, itemCents / 100));
  const customs = customsDuty(itemCents, category);
  return {
    shippingCents: shipping.totalCents,
    customs,
    totalCents: customs.totalLandedCostCents + shipping.totalCents,
  };
}
