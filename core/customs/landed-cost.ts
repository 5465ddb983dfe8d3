import { type Cents, percentOf } from '../shared/money.js';
import { type CustomsCategoryKey, KENYA_IMPORT_RULES, customsCategory } from './customs-rates.js';

/** Goods of one category in a parcel: what they cost together (every unit). */
interface DeclaredGoods {
  valueCents: Cents;
  category: CustomsCategoryKey;
}

export interface LandedCostInput {
  /** One line or many; lines of one category are taxed together. */
  goods: readonly DeclaredGoods[];
  /** What we charge to fly the parcel, and for insuring it (0 when not insured). */
  freightCents: Cents;
  insuranceCents: Cents;
}

/** The duty of one category: its rate on its share of the customs value. */
interface DutyLine {
  category: CustomsCategoryKey;
  dutyPercent: number;
  customsValueCents: Cents;
  dutyCents: Cents;
}

/** Every charge between the shop's price and the parcel in the shopper's hands, each on its own line. */
export interface LandedCost {
  itemValueCents: Cents;
  freightCents: Cents;
  insuranceCents: Cents;
  /** What Kenya Revenue Authority values the import at: goods, freight and insurance (CIF). */
  customsValueCents: Cents;
  /** One line per category, in the order the goods first name it. */
  duties: DutyLine[];
  dutyCents: Cents;
  vatCents: Cents;
  importDeclarationFeeCents: Cents;
  railwayLevyCents: Cents;
  taxesCents: Cents;
  totalCents: Cents;
}

/** The goods' value by category, in the order each category first appears. */
function valueByCategory(goods: readonly DeclaredGoods[]): Map<CustomsCategoryKey, Cents> {
  const byCategory = new Map<CustomsCategoryKey, Cents>();
  for (const { category, valueCents } of goods)
    byCategory.set(category, (byCategory.get(category) ?? 0) + valueCents);
  return byCategory;
}

/**
 * Each category's duty on its share of the customs value: freight and insurance are shared out in proportion to
 * the goods' value, rounded so that the shares add up to the customs value exactly (each share is the rounded
 * running total less the one before, the last taking what is left). One category takes all of it.
 */
function dutyLines(goods: readonly DeclaredGoods[], freightAndInsuranceCents: Cents): DutyLine[] {
  const byCategory = [...valueByCategory(goods)];
  const goodsCents = byCategory.reduce((sum, [, cents]) => sum + cents, 0);
  let runningGoods = 0;
  let sharedSoFar = 0;
  return byCategory.map(([category, valueCents], index) => {
    runningGoods += valueCents;
    const last = index === byCategory.length - 1;
    const sharedUpToHere =
      last || goodsCents === 0
        ? freightAndInsuranceCents
        : Math.round((freightAndInsuranceCents * runningGoods) / goodsCents);
    const customsValueCents = valueCents + sharedUpToHere - sharedSoFar;
    sharedSoFar = sharedUpToHere;
    const { dutyPercent } = customsCategory(category);
    return { category, dutyPercent, customsValueCents, dutyCents: percentOf(customsValueCents, dutyPercent) };
  });
}

/**
 * The all-in estimate: duty on the customs value (goods + freight + insurance), each category at its own rate on
 * its share; VAT on customs value plus duty, the Import Declaration Fee and the Railway Development Levy on the
 * customs value; then goods, our charges and those taxes together. The customs calculator asks it for one item,
 * a parcel's declared contents for many.
 */
export function landedCost({ goods, freightCents, insuranceCents }: LandedCostInput): LandedCost {
  const rules = KENYA_IMPORT_RULES;
  const itemValueCents = goods.reduce((sum, g) => sum + g.valueCents, 0);
  const customsValueCents = itemValueCents + freightCents + insuranceCents;
  const duties = dutyLines(goods, freightCents + insuranceCents);
  const dutyCents = duties.reduce((sum, line) => sum + line.dutyCents, 0);
  const vatCents = percentOf(customsValueCents + dutyCents, rules.vatPercent);
  const importDeclarationFeeCents = percentOf(customsValueCents, rules.importDeclarationFeePercent);
  const railwayLevyCents = percentOf(customsValueCents, rules.railwayLevyPercent);
  const taxesCents = dutyCents + vatCents + importDeclarationFeeCents + railwayLevyCents;
  return {
    itemValueCents,
    freightCents,
    insuranceCents,
    customsValueCents,
    duties,
    dutyCents,
    vatCents,
    importDeclarationFeeCents,
    railwayLevyCents,
    taxesCents,
    totalCents: customsValueCents + taxesCents,
  };
}
