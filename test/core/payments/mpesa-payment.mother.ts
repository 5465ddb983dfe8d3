import type { MpesaPayment, UnmatchedPayment } from '../../../core/payments/mpesa-payment.js';
import { uniqueNumber } from '../../support/unique.js';

const AT = new Date('2026-11-27T09:00:00.000Z');

/** A CheckoutRequestID of Daraja's form that no other builder call gives. */
export const aCheckoutRequestId = (): string =>
  `ws_CO_27112026120000${String(uniqueNumber()).padStart(9, '0')}`;

/** An M-Pesa receipt number (TransID) of M-Pesa's form that no other builder call gives. */
export const aReceiptNumber = (): string => `QK${String(uniqueNumber()).padStart(8, '0')}`;

/**
 * An STK push just sent (Object Mother): KES 3,483 asked of 254712345678 for $27.00 at 129 shillings a dollar,
 * pending; its ids are unique. The owner's ids are the test's.
 */
export const anMpesaPayment = (
  overrides: Partial<MpesaPayment> & Pick<MpesaPayment, 'userId' | 'accountId'>,
): MpesaPayment => ({
  id: crypto.randomUUID(),
  phone: '254712345678',
  amountKes: 3483,
  amountCents: 2700,
  kesPerUsd: 129,
  rateDate: '2026-11-01',
  merchantRequestId: `29115-${String(uniqueNumber())}-1`,
  checkoutRequestId: aCheckoutRequestId(),
  status: 'pending',
  failure: null,
  providerCode: null,
  providerDescription: null,
  receiptNumber: null,
  entryId: null,
  createdAt: AT,
  settledAt: null,
  ...overrides,
});

/** A paybill payment for no account we know (Object Mother): KES 1,290 to account "KX 99", not assigned. */
export const anUnmatchedPayment = (overrides: Partial<UnmatchedPayment> = {}): UnmatchedPayment => ({
  transId: aReceiptNumber(),
  amountKes: 1290,
  billRefNumber: 'KX 99',
  msisdn: '2547 ***** 126',
  payerName: 'Wanjiru Kamau',
  receivedAt: AT,
  assignedTo: null,
  assignedAt: null,
  ...overrides,
});
