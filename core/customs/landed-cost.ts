import { type Cents, percentOf } from '../shared/money.js';
import { type CustomsCategoryKey, KENYA_IMPORT_RULES, customsCategory } from './customs-rates.js';

export interface LandedCostInput {
  itemValueCents: Cents;
  category: CustomsCategoryKey;
  /** What we charge to fly the parcel, and for insuring it (0 when not insured). */
  freightCents: Cents;
  insuranceCents: Cents;
}

/** Every charge between the shop's price and the parcel in the shopper's hands, each on its own line. */
export interface LandedCost {
  itemValueCents: Cents;
  freightCents: Cents;
  insuranceCents: Cents;
  /** What Kenya Revenue Authority values the import at: goods, freight and insurance (CIF). */
  customsValueCents: Cents;
  dutyPercent: number;
  dutyCents: Cents;
  vatCents: Cents;
  importDeclarationFeeCents: Cents;
  railwayLevyCents: Cents;
  taxesCents: Cents;
  totalCents: Cents;
}

/**
 * The all-in estimate: duty on the customs value (goods + freight + insurance), VAT on customs value plus duty,
 * the Import Declaration Fee and the Railway Development Levy on the customs value; then goods, our charges
 * and those taxes together.
 */
export function landedCost({
  itemValueCents,
  category,
  freightCents,
  insuranceCents,
}: LandedCostInput): LandedCost {
  const rules = KENYA_IMPORT_RULES;
  const { dutyPercent } = customsCategory(category);
  const customsValueCents = itemValueCents + freightCents + insuranceCents;
  const dutyCents = percentOf(customsValueCents, dutyPercent);
  const vatCents = percentOf(customsValueCents + dutyCents, rules.vatPercent);
  const importDeclarationFeeCents = percentOf(customsValueCents, rules.importDeclarationFeePercent);
  const railwayLevyCents = percentOf(customsValueCents, rules.railwayLevyPercent);
  const taxesCents = dutyCents + vatCents + importDeclarationFeeCents + railwayLevyCents;
  return {
    itemValueCents,
    freightCents,
    insuranceCents,
    customsValueCents,
    dutyPercent,
    dutyCents,
    vatCents,
    importDeclarationFeeCents,
    railwayLevyCents,
    taxesCents,
    totalCents: customsValueCents + taxesCents,
  };
}
