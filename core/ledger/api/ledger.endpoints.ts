import * as z from 'zod/mini';
import { type ApiTag, endpoint } from '../../shared/endpoint.js';
import { statementResponseSchema } from './ledger-responses.schema.js';

export const LEDGER_TAG: ApiTag = {
  name: 'ledger',
  description: "An account's money: what it was charged, what it paid, its credits, and what it owes now.",
};

const CURSOR_MESSAGE = 'This is not a page of this statement.';

export const statementQuerySchema = z.object({
  cursor: z.optional(
    z.pipe(
      z.string({ error: CURSOR_MESSAGE }).check(z.regex(/^[1-9]\d{0,15}$/, CURSOR_MESSAGE)),
      z.transform(Number),
    ),
  ),
});

export const statementEndpoint = endpoint({
  operationId: 'getStatement',
  method: 'GET',
  path: '/api/account/statement',
  tag: LEDGER_TAG,
  summary: "The signed-in customer's statement: balance, amount due in dollars and shillings, and entries",
  description:
    'Entries newest first, a page at a time (`nextCursor` asks for the next). The amount due in shillings is the dollars due at the dated rate, rounded up to the shilling: what a payment of it in shillings asks for.',
  who: 'signed in',
  query: statementQuerySchema,
  ok: { status: 200, meaning: 'The statement.', schema: statementResponseSchema },
});
