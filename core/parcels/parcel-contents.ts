import type { CustomsCategoryKey } from '../customs/customs-rates.js';
import { KENYA_IMPORT_RULES } from '../customs/customs-rates.js';
import { type LandedCost, landedCost } from '../customs/landed-cost.js';
import { DESTINATION_DETAILS } from '../pricing/destinations.js';
import { insuranceCentsOf } from '../pricing/price-parcel.js';
import { type Cents, multiplyCents } from '../shared/money.js';
import type { Parcel } from './parcel.js';

/** One line of a parcel's declared contents: what, which customs category, how many, one unit's value. */
export interface ContentItem {
  description: string;
  category: CustomsCategoryKey;
  quantity: number;
  unitValueCents: Cents;
}

/** What the owner says is in a parcel, and the insurance bought on it (null until it is insured). */
export interface ParcelContents {
  parcelNumber: string;
  items: ContentItem[];
  declaredAt: Date;
  insuranceCents: Cents | null;
}

/** Kenya's charges on the declared contents, with the date of the rules they are reckoned by. */
export interface EstimatedTaxes {
  customsValueCents: Cents;
  dutyCents: Cents;
  vatCents: Cents;
  idfCents: Cents;
  rdlCents: Cents;
  totalCents: Cents;
  ratesDate: string;
}

/** Contents are declared, and insurance bought, while the parcel waits at the warehouse: before it departs. */
export const isAtWarehouse = (parcel: Pick<Parcel, 'status'>): boolean => parcel.status === 'received';

/** Every unit's value together, in cents. */
export const declaredValueCents = (items: readonly ContentItem[]): Cents =>
  items.reduce((sum, item) => sum + multiplyCents(item.unitValueCents, item.quantity), 0);

/** Insurance costs 3% of the declared value (the calculators' rule: whole cents, half a cent up). */
export const insuranceFor = (items: readonly ContentItem[]): Cents =>
  insuranceCentsOf(declaredValueCents(items));

/**
 * The customs calculator's all-in estimate for the declared contents: the goods, freight (the parcel's shipping
 * charge) and insurance (once bought) make the customs value; each category pays its own duty on its share.
 */
export function landedCostOf(parcel: Pick<Parcel, 'chargeCents'>, contents: ParcelContents): LandedCost {
  return landedCost({
    goods: contents.items.map((item) => ({
      valueCents: multiplyCents(item.unitValueCents, item.quantity),
      category: item.category,
    })),
    freightCents: parcel.chargeCents,
    insuranceCents: contents.insuranceCents ?? 0,
  });
}

/**
 * Kenya's taxes are estimated only on a parcel that clears Kenya's customs: none on South Sudan's, whose customs'
 * charges we do not estimate (an unclaimed parcel, seen by staff alone, is estimated as Kenya's).
 */
export const estimatesKenyaTaxes = (parcel: Pick<Parcel, 'destination'>): boolean =>
  parcel.destination === null || DESTINATION_DETAILS[parcel.destination].estimatesKenyaTaxes;

export function estimatedTaxes(
  parcel: Pick<Parcel, 'chargeCents'>,
  contents: ParcelContents,
): EstimatedTaxes {
  const estimate = landedCostOf(parcel, contents);
  return {
    customsValueCents: estimate.customsValueCents,
    dutyCents: estimate.dutyCents,
    vatCents: estimate.vatCents,
    idfCents: estimate.importDeclarationFeeCents,
    rdlCents: estimate.railwayLevyCents,
    totalCents: estimate.taxesCents,
    ratesDate: KENYA_IMPORT_RULES.effectiveFrom,
  };
}
