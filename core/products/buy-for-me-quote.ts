import { deliveredCost } from '../customs/delivered-cost.js';
import type { CustomsCategoryKey } from '../customs/customs-rates.js';
import type { LandedCost } from '../customs/landed-cost.js';
import type { Dimensions } from '../pricing/units.js';
import { SERVICE_TIMES, serviceTimeText } from '../shared/business-claims.js';
import { type Cents, multiplyCents, percentOf } from '../shared/money.js';

/** Our fee for buying on the shopper's behalf, on the cost of the items. */
export const PROCESSING_FEE_PERCENT = 5;
export const BUY_FOR_ME_DELIVERY = serviceTimeText(SERVICE_TIMES.buyForMe);

export interface BuyForMeItem {
  unitPriceCents: Cents;
  /** Weight of one item. */
  weightKg: number;
  /** One item's box; without it shipping is an estimate on weight alone. */
  dimensionsCm?: Dimensions;
  quantity: number;
  /** What Kenya's customs call it, for the duty estimate. */
  category: CustomsCategoryKey;
}

export interface BuyForMeQuote {
  itemCostCents: Cents;
  actualWeightKg: number;
  volumetricWeightKg: number;
  /** What shipping is charged on: the larger of the actual and the volumetric weight. */
  shippingWeightKg: number;
  /** No dimensions were known: the shipping is priced on the actual weight alone. */
  weightOnly: boolean;
  centsPerKg: Cents;
  baseShippingCents: Cents;
  processingFeeCents: Cents;
  /** Bought in Delaware: no US sales tax. */
  purchaseTaxCents: Cents;
  /** What the shopper pays us. */
  totalCents: Cents;
  /** Kenya's duty, VAT, IDF and RDL on the parcel, by the all-in rules: an estimate, paid at customs. */
  kenyaCharges: LandedCost;
  /** The quote and Kenya's charges together. */
  allInCents: Cents;
}

/**
 * The one Buy for Me price: the items, shipping at the Kenya air tariff on their chargeable weight (the one
 * delivered-cost model, so the calculators agree), and the processing fee; beside it, Kenya's charges on the
 * parcel as the customs calculator's all-in estimate reckons them.
 */
export function quoteBuyForMe({
  unitPriceCents,
  weightKg,
  dimensionsCm,
  quantity,
  category,
}: BuyForMeItem): BuyForMeQuote {
  const { shipping, allIn } = deliveredCost({
    itemCents: unitPriceCents,
    weightKg,
    category,
    quantity,
    ...(dimensionsCm && { dimensionsCm }),
  });
  const itemCostCents = multiplyCents(unitPriceCents, quantity);
  const processingFeeCents = percentOf(itemCostCents, PROCESSING_FEE_PERCENT);
  const totalCents = itemCostCents + shipping.freightCents + processingFeeCents;
  return {
    itemCostCents,
    actualWeightKg: shipping.actualWeightKg,
    volumetricWeightKg: shipping.volumetricWeightKg,
    shippingWeightKg: shipping.chargeableWeightKg,
    weightOnly: dimensionsCm === undefined,
    centsPerKg: shipping.centsPerKg,
    baseShippingCents: shipping.freightCents,
    processingFeeCents,
    purchaseTaxCents: 0,
    totalCents,
    kenyaCharges: allIn,
    allInCents: totalCents + allIn.taxesCents,
  };
}
