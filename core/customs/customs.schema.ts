import * as z from 'zod/mini';
import { MAX_ITEM_VALUE } from '../pricing/parcel.schema.js';
import { CUSTOMS_CATEGORY_KEYS } from './customs-rates.js';

export const ITEM_VALUE_MESSAGE = 'Enter the item value in US dollars';
export const CATEGORY_MESSAGE = 'Choose what the item is';

/** The customs calculator's form: a positive value in dollars and one of the twelve categories. */
export const customsInputSchema = z.object({
  itemValue: z
    .number({ error: ITEM_VALUE_MESSAGE })
    .check(
      z.positive(ITEM_VALUE_MESSAGE),
      z.maximum(MAX_ITEM_VALUE, `Item value cannot exceed $${MAX_ITEM_VALUE.toLocaleString('en-US')}`),
    ),
  category: z.enum(CUSTOMS_CATEGORY_KEYS, { error: CATEGORY_MESSAGE }),
});
