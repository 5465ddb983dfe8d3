import * as z from 'zod/mini';
import { requiredText } from '../shared/text-fields.js';

export const MISSING_NAMES = 'Missing Information: Please enter both first and last names.';

/** The How It Works lookup: both names, as the customer types them. */
export const customerLookupSchema = z.object(
  { firstName: requiredText(MISSING_NAMES, 100), lastName: requiredText(MISSING_NAMES, 100) },
  { error: 'The request body must be a JSON object' },
);
export type CustomerLookup = z.output<typeof customerLookupSchema>;

/** The response: found or not, with the first name, the account ID and a masked phone. */
export const customerLookupResultSchema = z.union([
  z.object({ found: z.literal(false) }),
  /** Several customers share the name: none of their details is shown to whoever typed it. */
  z.object({ found: z.literal(true), ambiguous: z.literal(true) }),
  z.object({
    found: z.literal(true),
    customer: z.object({ firstName: z.string(), accountId: z.string(), phoneNumber: z.nullable(z.string()) }),
  }),
]);
export type CustomerLookupResult = z.infer<typeof customerLookupResultSchema>;
