import * as z from 'zod/mini';
import { ACCOUNT_ID_PATTERN, accountIdSchema } from '../accounts/account-id.js';
import { DESTINATIONS } from '../pricing/destinations.js';
import { requiredText } from '../shared/text-fields.js';
import { SHORTEST_SEARCH } from './search-query.js';

const SEARCH_MESSAGE = `Type at least ${SHORTEST_SEARCH} characters: an account ID, a name, a phone or an e-mail`;
export const SEARCH_PAGE_SIZE = 25;

/** The search box, and the cursor of the page after (the last account ID of the page before). */
export const customerSearchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGE })
    .check(
      z.trim(),
      z.minLength(SHORTEST_SEARCH, { error: SEARCH_MESSAGE, abort: true }),
      z.maxLength(120, { error: 'Type at most 120 characters', abort: true }),
    ),
  cursor: z.optional(
    z.string().check(z.regex(ACCOUNT_ID_PATTERN, 'The cursor is an account ID from the page before')),
  ),
});
export type CustomerSearchQuery = z.output<typeof customerSearchQuerySchema>;

export const customerParams = z.object({ accountId: accountIdSchema });

export const staffNoteSchema = z.object(
  { text: requiredText('Write the note', 2000, 'free text') },
  { error: 'The request body must be a JSON object' },
);
export type StaffNoteInput = z.output<typeof staffNoteSchema>;

export const blockSignInSchema = z.object(
  { reason: requiredText('Say why the sign-in is blocked', 500) },
  { error: 'The request body must be a JSON object' },
);

export const destinationSchema = z.object(
  { destination: z.enum(DESTINATIONS, { error: `The destination is one of ${DESTINATIONS.join(', ')}` }) },
  { error: 'The request body must be a JSON object' },
);
