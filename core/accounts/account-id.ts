import * as z from 'zod/mini';

/** An account ID: KX followed by digits (the sequence's and every imported customer's). */
export const ACCOUNT_ID_PATTERN = /^KX\d{1,18}$/;

export const ACCOUNT_ID_MESSAGE = 'The account is KX followed by digits';

/** An account ID as staff type it: trimmed, in capitals. */
export const accountIdSchema = z
  .string({ error: ACCOUNT_ID_MESSAGE })
  .check(z.trim(), z.toUpperCase(), z.regex(ACCOUNT_ID_PATTERN, ACCOUNT_ID_MESSAGE));
