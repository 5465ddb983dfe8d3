import * as z from 'zod/mini';
import { accountIdSchema } from '../accounts/account-id.js';
import { PAYMENT_METHODS } from '../shared/payment-methods.js';
import { southSudanPhone } from '../shared/phone-number.js';
import { requiredText } from '../shared/text-fields.js';
import { mpesaPhone } from './mpesa-phone.js';

export const PHONE_MESSAGE = 'Enter the M-Pesa phone number, such as 0712 345 678';
/** A South Sudan number is a phone we take everywhere else, but M-Pesa reaches Kenyan lines only. */
export const KENYAN_LINE_MESSAGE =
  'M-Pesa needs a Kenyan line: it cannot send a request to a South Sudan (+211) number. Enter a Kenyan M-Pesa number, such as 0712 345 678, or pay at the Juba office.';

/** The M-Pesa number to send the payment request to, in any form a customer types it; parsed to 2547…/2541…. */
export const mpesaPhoneSchema = z.pipe(
  z.string({ error: PHONE_MESSAGE }),
  z.transform((typed, ctx) => {
    const phone = mpesaPhone(typed);
    if (phone) return phone;
    const message = southSudanPhone(typed) ? KENYAN_LINE_MESSAGE : PHONE_MESSAGE;
    ctx.issues.push({ code: 'custom', message, input: typed });
    return z.NEVER;
  }),
);

export const payWithMpesaSchema = z.object({ phone: mpesaPhoneSchema });
export type PayWithMpesaInput = z.output<typeof payWithMpesaSchema>;

/** A dollar amount as staff type it: more than zero, at most two decimals, kept as cents. */
const AMOUNT_MESSAGE = 'The amount in US dollars, such as 27.50';
export const amountUsdSchema = z.pipe(
  z.number({ error: AMOUNT_MESSAGE }).check(
    z.positive(AMOUNT_MESSAGE),
    z.lte(100_000, 'At most $100,000 at once'),
    // At most two decimals, allowing for binary fractions (27.1 * 100 is 2710.0000000000005).
    z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, AMOUNT_MESSAGE),
  ),
  z.transform((dollars) => Math.round(dollars * 100)),
);

/** A payment staff record by hand: the account, the dollars, how it was paid, and the payer's reference. */
export const recordPaymentSchema = z.object({
  accountId: accountIdSchema,
  amountUsd: amountUsdSchema,
  method: z.enum(PAYMENT_METHODS, { error: `The method is one of ${PAYMENT_METHODS.join(', ')}` }),
  reference: requiredText('Give the payment’s reference (receipt, bank or PayPal reference)', 64),
});
export type RecordPaymentInput = z.output<typeof recordPaymentSchema>;

/** A goodwill credit: the account, the dollars, and why. */
export const creditAccountSchema = z.object({
  accountId: accountIdSchema,
  amountUsd: amountUsdSchema,
  reason: requiredText('Say why the account is credited', 200),
});
export type CreditAccountInput = z.output<typeof creditAccountSchema>;

export const reverseEntrySchema = z.object({ reason: requiredText('Say why the entry is reversed', 200) });

export const assignUnmatchedSchema = z.object({ accountId: accountIdSchema });

export const paymentDaySchema = z.object({
  day: z.optional(z.iso.date('The day is YYYY-MM-DD')),
});
