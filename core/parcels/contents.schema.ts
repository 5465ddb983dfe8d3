import * as z from 'zod/mini';
import { CATEGORY_MESSAGE } from '../customs/customs.schema.js';
import { CUSTOMS_CATEGORY_KEYS } from '../customs/customs-rates.js';
import { dollarsToCents } from '../shared/money.js';
import { requiredText } from '../shared/text-fields.js';
import { MAX_PARCEL_VALUE_USD } from './parcels.schema.js';

export const MAX_CONTENT_ITEMS = 50;
export const MAX_ITEM_QUANTITY = 999;
export const ITEM_VALUE_MESSAGE = "One unit's value in US dollars, such as 24.99";
export const QUANTITY_MESSAGE = `How many: a whole number from 1 to ${String(MAX_ITEM_QUANTITY)}`;
export const ITEMS_MESSAGE = `List what is in the parcel: 1 to ${String(MAX_CONTENT_ITEMS)} items`;
export const DECLARED_VALUE_MESSAGE = `The parcel's declared value is at most $${MAX_PARCEL_VALUE_USD.toLocaleString('en-US')}`;

/** Whole cents, allowing for binary fractions (27.1 * 100 is 2710.0000000000005). */
const inWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

const unitValueUsd = z
  .number({ error: ITEM_VALUE_MESSAGE })
  .check(
    z.positive(ITEM_VALUE_MESSAGE),
    z.maximum(MAX_PARCEL_VALUE_USD, { error: DECLARED_VALUE_MESSAGE, abort: true }),
    z.refine(inWholeCents, 'At most two decimals (whole cents)'),
  );

export const contentItemSchema = z.object(
  {
    description: requiredText('Say what the item is (1 to 200 characters)', 200),
    category: z.enum(CUSTOMS_CATEGORY_KEYS, { error: CATEGORY_MESSAGE }),
    quantity: z
      .int({ error: QUANTITY_MESSAGE })
      .check(z.minimum(1, QUANTITY_MESSAGE), z.maximum(MAX_ITEM_QUANTITY, QUANTITY_MESSAGE)),
    valueUsd: unitValueUsd,
  },
  { error: 'Each item is an object: description, category, quantity, valueUsd' },
);

const totalCents = (items: readonly { quantity: number; valueUsd: number }[]) =>
  items.reduce((sum, item) => sum + dollarsToCents(item.valueUsd) * item.quantity, 0);

/** What the customer says is in a parcel: 1 to 50 lines, each a category of the customs calculator's. */
export const declareContentsSchema = z.object(
  {
    items: z.array(contentItemSchema, { error: ITEMS_MESSAGE }).check(
      z.minLength(1, ITEMS_MESSAGE),
      z.maxLength(MAX_CONTENT_ITEMS, ITEMS_MESSAGE),
      z.refine((items) => totalCents(items) <= MAX_PARCEL_VALUE_USD * 100, DECLARED_VALUE_MESSAGE),
    ),
  },
  { error: 'The request body must be a JSON object' },
);
export type DeclareContents = z.output<typeof declareContentsSchema>;
