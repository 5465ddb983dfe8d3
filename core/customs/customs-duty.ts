import { type Cents, percentOf } from '../shared/money.js';
import { type CustomsCategoryKey, KENYA_IMPORT_RULES, customsCategory } from './customs-rates.js';

/** The customs calculator's answer, in the calculator's terms. */
export interface CustomsDuty {
  categoryName: string;
  itemValueCents: Cents;
  dutyPercent: number;
  dutyCents: Cents;
  vatCents: Cents;
  totalCustomsCents: Cents;
  totalLandedCostCents: Cents;
}

/**
 * The customs rule: duty on the item's value by category, VAT on value plus duty; the landed
 * cost is the value plus both. A $500 phone: duty 125, VAT 100, customs 225, landed 725.
 */
export function customsDuty(itemValueCents: Cents, category: CustomsCategoryKey): CustomsDuty {
  const { name, dutyPercent } = customsCategory(category);
  const dutyCents = percentOf(itemValueCents, dutyPercent);
  const vatCents = percentOf(itemValueCents + dutyCents, KENYA_IMPORT_RULES.vatPercent);
  const totalCustomsCents = dutyCents + vatCents;
  return {
    categoryName: name,
    itemValueCents,
    dutyPercent,
    dutyCents,
    vatCents,
    totalCustomsCents,
    totalLandedCostCents: itemValueCents + totalCustomsCents,
  };
}
