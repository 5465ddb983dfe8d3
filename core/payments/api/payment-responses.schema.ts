import * as z from 'zod/mini';
import { entryResponse, entryResponseSchema } from '../../ledger/api/ledger-responses.schema.js';
import { DESTINATIONS } from '../../pricing/destinations.js';
import {
  MPESA_PAYMENT_STATUSES,
  type MpesaPayment,
  type UnmatchedPayment,
  paymentSentence,
} from '../mpesa-payment.js';
import { PAYMENT_FAILURES } from '../mpesa-results.js';
import type { PaymentDay } from '../payment-day.js';
import type { Receipt } from '../payment-receipt.js';
import type { StaffEntry } from '../staff-entry.js';

export const mpesaRequestResponseSchema = z.object({
  paymentId: z.string(),
  status: z.enum(MPESA_PAYMENT_STATUSES),
  amountKes: z.int(),
});

export const paymentStatusResponseSchema = z.object({
  paymentId: z.string(),
  status: z.enum(MPESA_PAYMENT_STATUSES),
  amountKes: z.int(),
  /** The dollars the shillings pay, in cents. */
  amountCents: z.int(),
  /** What the customer reads. */
  message: z.string(),
  /** Why it failed (null unless failed): the words are `message`'s. */
  failure: z.nullable(z.enum(PAYMENT_FAILURES)),
  /** M-Pesa's own result code, when it gave a numeric one (kept for staff and support). */
  resultCode: z.nullable(z.int()),
  receiptNumber: z.nullable(z.string()),
  /** The ledger entry the payment posted: its receipt page. */
  entryId: z.nullable(z.string()),
});

const numericCode = (code: string | null): number | null =>
  code !== null && /^-?\d{1,9}$/.test(code) ? Number(code) : null;

export const paymentStatusResponse = (
  payment: MpesaPayment,
): z.infer<typeof paymentStatusResponseSchema> => ({
  paymentId: payment.id,
  status: payment.status,
  amountKes: payment.amountKes,
  amountCents: payment.amountCents,
  message: paymentSentence(payment),
  failure: payment.failure,
  resultCode: numericCode(payment.providerCode),
  receiptNumber: payment.receiptNumber,
  entryId: payment.entryId,
});

/** How to pay: the paybill and the account number to give it, and whether money really moves. */
export const paymentOptionsResponseSchema = z.object({
  paybill: z.string(),
  accountNumber: z.string(),
  /** True on the offline M-Pesa: requests and callbacks are played, no money moves. */
  offline: z.boolean(),
  /**
   * Where a South Sudan account pays in dollars, first (staff record the payment there); null for Kenya's. Such an
   * account pays by M-Pesa only from a Kenyan line.
   */
  jubaOffice: z.nullable(z.object({ address: z.string(), hours: z.string(), phone: z.string() })),
});

/** A printable receipt of one payment. */
export const receiptResponseSchema = z.object({
  entry: entryResponseSchema,
  accountId: z.string(),
  customerName: z.string(),
  /** What the account owed right after this payment (negative: in credit), in cents. */
  balanceAfterCents: z.int(),
  brandName: z.string(),
  /** The account's destination: South Sudan's receipts are told in dollars only. */
  destination: z.enum(DESTINATIONS),
});

export const receiptResponse = (
  { entry, owner, balanceAfterCents }: Receipt,
  brandName: string,
): z.infer<typeof receiptResponseSchema> => ({
  entry: entryResponse(entry),
  accountId: owner.accountId,
  customerName: `${owner.firstName} ${owner.lastName}`,
  balanceAfterCents,
  brandName,
  destination: owner.destination,
});

export const unmatchedResponseSchema = z.object({
  transId: z.string(),
  amountKes: z.number(),
  billRefNumber: z.string(),
  msisdn: z.string(),
  payerName: z.string(),
  receivedAt: z.iso.datetime(),
  assignedTo: z.nullable(z.string()),
});

export const unmatchedResponse = (unmatched: UnmatchedPayment): z.infer<typeof unmatchedResponseSchema> => ({
  transId: unmatched.transId,
  amountKes: unmatched.amountKes,
  billRefNumber: unmatched.billRefNumber,
  msisdn: unmatched.msisdn,
  payerName: unmatched.payerName,
  receivedAt: unmatched.receivedAt.toISOString(),
  assignedTo: unmatched.assignedTo,
});

/** A ledger entry with its account, for staff. */
export const staffEntryResponseSchema = z.object({ ...entryResponseSchema.shape, accountId: z.string() });

export const paymentDayResponseSchema = z.object({
  day: z.iso.date(),
  payments: z.array(staffEntryResponseSchema),
  totalCents: z.int(),
});

export const staffEntryResponse = ({
  entry,
  accountId,
}: StaffEntry): z.infer<typeof staffEntryResponseSchema> => ({
  ...entryResponse(entry),
  accountId,
});

export const paymentDayResponse = (day: PaymentDay): z.infer<typeof paymentDayResponseSchema> => ({
  day: day.day,
  payments: day.payments.map(staffEntryResponse),
  totalCents: day.totalCents,
});

export const unmatchedListResponseSchema = z.object({ unmatched: z.array(unmatchedResponseSchema) });
