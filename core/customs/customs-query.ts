import { CUSTOMS_CATEGORIES } from './customs-rates.js';

/** The customs calculator's inputs as typed, and as a shared link carries them (?value=500&category=…). */
export interface CustomsItemForm {
  itemValue: string;
  category: string;
}

export const CUSTOMS_CALCULATOR_PATH = '/kenya-customs-calculator';

const PLAIN_AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const isCategory = (key: string) => CUSTOMS_CATEGORIES.some((category) => category.key === key);

/** The item as a query, or '' unless both its value and a known category are given. */
export function customsQuery({ itemValue, category }: CustomsItemForm): string {
  const value = itemValue.trim();
  if (!PLAIN_AMOUNT.test(value) || !isCategory(category)) return '';
  return new URLSearchParams({ value, category }).toString();
}

/** The item a shared link describes, or undefined: only a plain amount and a known category are read. */
export function customsItemFromQuery(search: string | URLSearchParams): CustomsItemForm | undefined {
  const query = new URLSearchParams(search);
  const item = { itemValue: query.get('value')?.trim() ?? '', category: query.get('category') ?? '' };
  return customsQuery(item) === '' ? undefined : item;
}
