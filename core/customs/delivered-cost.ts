import * as z from 'zod/mini';
import { MAX_DIMENSION, MAX_WEIGHT } from '../pricing/parcel.schema.js';
import { type ParcelPrice, exampleParcel, priceParcel } from '../pricing/price-parcel.js';
import type { Dimensions } from '../pricing/units.js';
import { type Cents, formatUsd, multiplyCents } from '../shared/money.js';
import { type CustomsDuty, customsDuty } from './customs-duty.js';
import type { CustomsCategoryKey } from './customs-rates.js';
import { type LandedCost, landedCost } from './landed-cost.js';

/** Goods bought in the US and flown to Kenya in one parcel. */
export interface DeliveredItem {
  /** What one unit costs in the US store. */
  itemCents: Cents;
  /** One unit's actual weight. */
  weightKg: number;
  /** One unit's box in cm; without it shipping is priced on the actual weight alone. */
  dimensionsCm?: Dimensions;
  category: CustomsCategoryKey;
  /** Units in the parcel; 1 unless said. */
  quantity?: number;
  insurance?: boolean;
}

const side = z.number().check(z.positive(), z.maximum(MAX_DIMENSION));

/** The parcel of an all-in estimate, beside its item: the weight it needs, a box if all three sides are known. */
export const estimateParcelSchema = z.object({
  weightKg: z
    .number("Enter the parcel's weight")
    .check(z.positive("Enter the parcel's weight"), z.maximum(MAX_WEIGHT, `At most ${MAX_WEIGHT} kg`)),
  dimensionsCm: z.optional(z.object({ length: side, width: side, height: side })),
  insurance: z.boolean(),
});

/**
 * The one delivered-cost model: every price a page shows for an item is one of these three, labelled as such.
 * - shipping only: our tariff on the chargeable weight (plus insurance when asked for);
 * - duty and VAT: the customs calculator's rule on the item's price (a $500 phone: 225, landed 725);
 * - all-in landed cost: the item, our shipping, and Kenya's duty, VAT, IDF and RDL on the customs value
 *   (an estimate, with the rules' date).
 */
export interface DeliveredCost {
  shipping: ParcelPrice;
  customs: CustomsDuty;
  allIn: LandedCost;
}

export function deliveredCost({
  itemCents,
  weightKg,
  dimensionsCm,
  category,
  quantity = 1,
  insurance = false,
}: DeliveredItem): DeliveredCost {
  const goodsCents = multiplyCents(itemCents, quantity);
  // n boxes take the space of one box n times as long: the volumetric weight of all of them, exactly.
  const dimensions = dimensionsCm && { ...dimensionsCm, length: dimensionsCm.length * quantity };
  const parcel = exampleParcel(weightKg * quantity, goodsCents / 100, dimensions && { dimensions });
  const shipping = priceParcel({ ...parcel, insurance });
  return {
    shipping,
    customs: customsDuty(goodsCents, category),
    allIn: landedCost({
      goods: [{ valueCents: goodsCents, category }],
      freightCents: shipping.freightCents,
      insuranceCents: shipping.insuranceCents,
    }),
  };
}

/** The phone every page works its example on: $500, half a kilo, new electronics. */
export const REFERENCE_PHONE = {
  name: 'phone',
  itemCents: 50_000,
  weightKg: 0.5,
  category: 'electronics-new',
} as const satisfies DeliveredItem & { name: string };

/** "A $500.00 phone, 0.5 kg": how every page titles the reference phone's figures. */
export const REFERENCE_PHONE_TITLE = `A ${formatUsd(REFERENCE_PHONE.itemCents)} phone, ${String(REFERENCE_PHONE.weightKg)} kg`;
