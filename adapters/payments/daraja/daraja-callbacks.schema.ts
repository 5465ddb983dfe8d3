import * as z from 'zod/mini';
import { FORMAT_CHARACTER } from '../../../core/shared/text-fields.js';
import { type PaybillPayment, RECEIPT_NUMBER, type StkResult } from '../../../core/payments/mpesa-results.js';
import { darajaResult } from './daraja-results.js';

/**
 * What M-Pesa posts to us, in Daraja's own shapes, and what it expects back, read into the neutral results core
 * defines (core/payments/mpesa-results.ts). Sources: Safaricom's Daraja
 * documentation (developer.safaricom.co.ke: M-Pesa Express, C2B Register URL; mirrored in
 * github.com/amoskyalo/daraja-docs, documentation/v2/c2b.mdx) and the typed payloads of an SDK that follows it
 * (github.com/landelatech/mpesa-node, src/callbacks/types.ts and src/modules/stk/types.ts):
 *
 * - STK callback: `{ Body: { stkCallback: { MerchantRequestID, CheckoutRequestID, ResultCode (a number),
 *   ResultDesc, CallbackMetadata?: { Item: [{ Name, Value? }] } } } }`; CallbackMetadata only when paid, with the
 *   items Amount, MpesaReceiptNumber, Balance (often without a Value), TransactionDate (YYYYMMDDHHmmss, a number)
 *   and PhoneNumber (a number). Answered `{ ResultCode: 0, ResultDesc: "Accepted" }`.
 * - C2B validation and confirmation: `{ TransactionType, TransID, TransTime, TransAmount, BusinessShortCode,
 *   BillRefNumber, InvoiceNumber, OrgAccountBalance, ThirdPartyTransID, MSISDN (masked), FirstName, MiddleName,
 *   LastName }`, every value a string in practice (TransAmount "10.00"). Validation is answered
 *   `{ ResultCode: "0", ResultDesc: "Accepted" }` or a rejection code such as C2B00012 (invalid account number).
 */

/** Daraja's request ids: `29115-34620561-1`, `ws_CO_191220191020363925`. */
const REQUEST_ID = /^[\w-]{1,100}$/;

const requestId = (field: string) =>
  z
    .string({ error: `${field} is missing` })
    .check(z.regex(REQUEST_ID, `${field} is not an M-Pesa request id`));

/** A whole number, as a number or as digits in a string (the status query gives ResultCode as text). */
const resultCode = z.union([z.int(), z.pipe(z.string().check(z.regex(/^-?\d{1,9}$/)), z.transform(Number))], {
  error: 'ResultCode is a whole number',
});

/** Shillings, as a number or as text ("10.00"): more than zero, at most two decimals. */
const shillings = (field: string) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/))], {
      error: `${field} is an amount in shillings`,
    }),
    z.transform((value, ctx) => {
      const amount = Number(value);
      const cents = Math.round(amount * 100);
      if (amount > 0 && amount <= 10_000_000 && Math.abs(amount * 100 - cents) < 1e-6) return cents / 100;
      ctx.issues.push({ code: 'custom', input: value, message: `${field} is an amount in shillings` });
      return z.NEVER;
    }),
  );

const CONTROL_OR_FORMAT = new RegExp(`\\p{Cc}|${FORMAT_CHARACTER.source}`, 'gu');

/**
 * Text a payer typed or M-Pesa wrote (an account number, a name): control and invisible characters dropped rather
 * than refused, since the notification of money that came in must not be turned away for a stray character.
 */
const payerText = (max: number) =>
  z.pipe(
    z.optional(z.union([z.string().check(z.maxLength(max)), z.number(), z.null()])),
    z.transform((value) =>
      value === undefined || value === null ? '' : String(value).replace(CONTROL_OR_FORMAT, '').trim(),
    ),
  );

const callbackItem = z.object({
  Name: z.string().check(z.maxLength(64)),
  Value: z.optional(z.nullable(z.union([z.string().check(z.maxLength(200)), z.number()]))),
});

const itemsOf = (items: readonly z.output<typeof callbackItem>[]) =>
  new Map(items.map((item) => [item.Name, item.Value]));

/** `POST /api/payments/mpesa/callback/{secret}`: Daraja's STK callback. */
export const stkCallbackSchema = z.pipe(
  z.object({
    Body: z.object({
      stkCallback: z.object({
        MerchantRequestID: requestId('MerchantRequestID'),
        CheckoutRequestID: requestId('CheckoutRequestID'),
        ResultCode: resultCode,
        ResultDesc: payerText(1000),
        CallbackMetadata: z.optional(z.object({ Item: z.array(callbackItem).check(z.maxLength(20)) })),
      }),
    }),
  }),
  z.transform(({ Body: { stkCallback: callback } }, ctx): StkResult => {
    const result: StkResult = {
      checkoutRequestId: callback.CheckoutRequestID,
      ...darajaResult(callback.ResultCode, callback.ResultDesc),
    };
    if (result.status !== 'paid') return result;
    const items = itemsOf(callback.CallbackMetadata?.Item ?? []);
    const amount = z.safeParse(shillings('Amount'), items.get('Amount'));
    const receipt = String(items.get('MpesaReceiptNumber') ?? '').toUpperCase();
    if (amount.success && RECEIPT_NUMBER.test(receipt)) {
      const phone = items.get('PhoneNumber');
      return {
        ...result,
        paid: {
          amountKes: amount.data,
          receiptNumber: receipt,
          phone: phone === undefined || phone === null ? '' : String(phone),
        },
      };
    }
    ctx.issues.push({
      code: 'custom',
      input: callback.CallbackMetadata,
      path: ['Body', 'stkCallback', 'CallbackMetadata', 'Item'],
      message: 'A paid request’s callback names its Amount and MpesaReceiptNumber',
    });
    return z.NEVER;
  }),
);

const c2bFields = {
  TransactionType: payerText(64),
  TransAmount: shillings('TransAmount'),
  BusinessShortCode: payerText(20),
  BillRefNumber: payerText(100),
  MSISDN: payerText(200),
  FirstName: payerText(100),
  MiddleName: payerText(100),
  LastName: payerText(100),
};

const payerName = (fields: { FirstName: string; MiddleName: string; LastName: string }) =>
  [fields.FirstName, fields.MiddleName, fields.LastName].filter(Boolean).join(' ');

/** `POST /api/payments/mpesa/c2b/confirmation/{secret}`: M-Pesa says a payment to the paybill went through. */
export const c2bConfirmationSchema = z.pipe(
  z.object({
    ...c2bFields,
    TransID: z
      .string({ error: 'TransID is missing' })
      .check(z.regex(/^[A-Za-z0-9]{6,20}$/, 'TransID is not an M-Pesa transaction id')),
  }),
  z.transform((fields): PaybillPayment => ({
    transId: fields.TransID.toUpperCase(),
    amountKes: fields.TransAmount,
    billRefNumber: fields.BillRefNumber,
    msisdn: fields.MSISDN,
    payerName: payerName(fields),
  })),
);

/** `POST /api/payments/mpesa/c2b/validation/{secret}`: M-Pesa asks whether to take a payment to the paybill. */
export const c2bValidationSchema = z.pipe(
  z.object(c2bFields),
  z.transform((fields) => ({ amountKes: fields.TransAmount, billRefNumber: fields.BillRefNumber })),
);

/** What every callback is answered when it was read (Daraja's acknowledgement). */
export const CALLBACK_ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
export const callbackAcceptedSchema = z.object({
  ResultCode: z.literal(0),
  ResultDesc: z.literal('Accepted'),
});

/** Validation's answers: take the payment, or refuse it with the reason's code (the payer is told). */
export const PAYBILL_ACCEPTED = { ResultCode: '0', ResultDesc: 'Accepted' } as const;
export const PAYBILL_REJECTIONS = {
  unknownAccount: { ResultCode: 'C2B00012', ResultDesc: 'Rejected' },
  invalidAmount: { ResultCode: 'C2B00013', ResultDesc: 'Rejected' },
} as const;
export const paybillValidationResponseSchema = z.object({
  ResultCode: z.enum(['0', 'C2B00012', 'C2B00013']),
  ResultDesc: z.enum(['Accepted', 'Rejected']),
});
