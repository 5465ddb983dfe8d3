// zod/mini: these schemas ship to the browser, where the classic API would cost ~25 KB.
import * as z from 'zod/mini';
import { DESTINATIONS } from './destinations.js';
import { VALUE_REQUIRED, WEIGHT_REQUIRED } from './parcel-messages.js';

/** Upper bounds keep absurd input from producing absurd numbers; air cargo stops well below them. */
export const MAX_WEIGHT = 1000;
export const MAX_DIMENSION = 1000;
export const MAX_ITEM_VALUE = 1_000_000;

const dimension = z
  .number({ error: 'Dimensions must be numbers' })
  .check(
    z.minimum(0, 'Dimensions cannot be negative'),
    z.maximum(MAX_DIMENSION, `Dimensions cannot exceed ${MAX_DIMENSION}`),
  );

/** A parcel as every calculator surface (API, CLI, web) receives it. */
export const parcelSchema = z.object({
  weight: z
    .number({ error: WEIGHT_REQUIRED })
    .check(z.positive(WEIGHT_REQUIRED), z.maximum(MAX_WEIGHT, `Weight cannot exceed ${MAX_WEIGHT}`)),
  itemValue: z
    .number({ error: VALUE_REQUIRED })
    .check(
      z.positive(VALUE_REQUIRED),
      z.maximum(MAX_ITEM_VALUE, `Item value cannot exceed $${MAX_ITEM_VALUE.toLocaleString('en-US')}`),
    ),
  dimensions: z.optional(z.object({ length: dimension, width: dimension, height: dimension })),
  unit: z._default(z.enum(['metric', 'imperial']), 'metric'),
  insurance: z._default(z.boolean(), false),
  destination: z._default(z.enum(DESTINATIONS), 'kenya'),
});

export type ParcelInput = z.input<typeof parcelSchema>;
export type Parcel = z.output<typeof parcelSchema>;
