import * as z from 'zod/mini';
import { entryAnswer, entryAnswerSchema } from '../../ledger/api/ledger-responses.schema.js';
import { DESTINATIONS } from '../../pricing/destinations.js';
import {
  MPESA_PAYMENT_STATUSES,
  type MpesaPayment,
  type UnmatchedPayment,
  paymentSentence,
} from '../mpesa-payment.js';
import type { PaymentDay } from '../payment-day.js';
import type { Receipt } from '../payment-receipt.js';
import type { StaffEntry } from '../staff-entry.js';

export const mpesaRequestAnswerSchema = z.object({
  paymentId: z.string(),
  status: z.enum(MPESA_PAYMENT_STATUSES),
  amountKes: z.int(),
});

export const paymentStatusAnswerSchema = z.object({
  paymentId: z.string(),
  status: z.enum(MPESA_PAYMENT_STATUSES),
  amountKes: z.int(),
  /** The dollars the shillings pay, in cents. */
  amountCents: z.int(),
  /** What the customer reads. */
  message: z.string(),
  resultCode: z.nullable(z.int()),
  receiptNumber: z.nullable(z.string()),
  /** The ledger entry the payment posted: its receipt page. */
  entryId: z.nullable(z.string()),
});

export const paymentStatusAnswer = (payment: MpesaPayment): z.infer<typeof paymentStatusAnswerSchema> => ({
  paymentId: payment.id,
  status: payment.status,
  amountKes: payment.amountKes,
  amountCents: payment.amountCents,
  message: paymentSentence(payment),
  resultCode: payment.resultCode,
  receiptNumber: payment.receiptNumber,
  entryId: payment.entryId,
});

/** How to pay: the paybill and the account number to give it, and whether money really moves. */
export const paymentOptionsAnswerSchema = z.object({
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
export const receiptAnswerSchema = z.object({
  entry: entryAnswerSchema,
  accountId: z.string(),
  customerName: z.string(),
  /** What the account owed right after this payment (negative: in credit), in cents. */
  balanceAfterCents: z.int(),
  brandName: z.string(),
  /** The account's destination: South Sudan's receipts are told in dollars only. */
  destination: z.enum(DESTINATIONS),
});

export const receiptAnswer = (
  { entry, owner, balanceAfterCents }: Receipt,
  brandName: string,
): z.infer<typeof receiptAnswerSchema> => ({
  entry: entryAnswer(entry),
  accountId: owner.accountId,
  customerName: `${owner.firstName} ${owner.lastName}`,
  balanceAfterCents,
  brandName,
  destination: owner.destination,
});

export const unmatchedAnswerSchema = z.object({
  transId: z.string(),
  amountKes: z.number(),
  billRefNumber: z.string(),
  msisdn: z.string(),
  payerName: z.string(),
  receivedAt: z.iso.datetime(),
  assignedTo: z.nullable(z.string()),
});

export const unmatchedAnswer = (unmatched: UnmatchedPayment): z.infer<typeof unmatchedAnswerSchema> => ({
  transId: unmatched.transId,
  amountKes: unmatched.amountKes,
  billRefNumber: unmatched.billRefNumber,
  msisdn: unmatched.msisdn,
  payerName: unmatched.payerName,
  receivedAt: unmatched.receivedAt.toISOString(),
  assignedTo: unmatched.assignedTo,
});

/** A ledger entry with its account, for staff. */
export const staffEntryAnswerSchema = z.object({ ...entryAnswerSchema.shape, accountId: z.string() });

export const paymentDayAnswerSchema = z.object({
  day: z.iso.date(),
  payments: z.array(staffEntryAnswerSchema),
  totalCents: z.int(),
});

export const staffEntryAnswer = ({
  entry,
  accountId,
}: StaffEntry): z.infer<typeof staffEntryAnswerSchema> => ({
  ...entryAnswer(entry),
  accountId,
});

export const paymentDayAnswer = (day: PaymentDay): z.infer<typeof paymentDayAnswerSchema> => ({
  day: day.day,
  payments: day.payments.map(staffEntryAnswer),
  totalCents: day.totalCents,
});

export const unmatchedListAnswerSchema = z.object({ unmatched: z.array(unmatchedAnswerSchema) });
