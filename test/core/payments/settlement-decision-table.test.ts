import { describe, expect, it } from 'vitest';
import { ConfirmPaybillPaymentUseCase } from '../../../core/payments/confirm-paybill-payment.use-case.js';
import { AskAboutPendingPaymentsUseCase } from '../../../core/payments/ask-about-pending-payments.use-case.js';
import { paymentSentence } from '../../../core/payments/mpesa-payment.js';
import type { RequestResult } from '../../../core/payments/mpesa-results.js';
import type { MobileMoney } from '../../../core/payments/payments.ports.js';
import { SettleMpesaPaymentUseCase } from '../../../core/payments/settle-mpesa-payment.use-case.js';
import type { ExchangeRate } from '../../../core/shared/exchange-rate.js';
import { creditReferrerAfterPayment } from '../../../core/referrals/referral-credits.js';
import { DEFAULT_REFERRAL_TERMS } from '../../../core/shared/referral-terms.js';
import { countingIds } from '../../support/ids.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aReceiptNumber, anMpesaPayment } from './mpesa-payment.mother.js';

/** The push was sent at SENT; every word about it comes two minutes later, when the status query is due. */
const SENT = new Date('2026-11-27T09:00:00.000Z');
const NOW = new Date(SENT.getTime() + 2 * 60_000);
const RATE: ExchangeRate = { kesPerUsd: 129, asOf: '2026-11-01' };
/** The push asks KES 3,483: $27.00 at 129 shillings a dollar. */
const ASKED_KES = 3483;
const ASKED_CENTS = 2700;

type Event =
  | 'callback paid'
  | 'callback failed'
  | 'callback cancelled'
  | 'query paid'
  | 'query failed'
  | 'query cancelled'
  | 'paybill';

/** The three endings, as the provider's adapter hands them to the core (the provider's code is only kept). */
const RESULTS = {
  paid: { status: 'paid', failure: null, providerCode: 'P', providerDescription: 'Paid.' },
  failed: {
    status: 'failed',
    failure: 'insufficient-funds',
    providerCode: 'F',
    providerDescription: 'The balance is insufficient for the transaction.',
  },
  cancelled: { status: 'cancelled', failure: null, providerCode: 'C', providerDescription: 'Cancelled.' },
} as const satisfies Record<string, RequestResult>;

/** One customer with one pending push, and the three ways M-Pesa tells of it, over the in-memory store. */
async function pushPending() {
  const store = memoryStore();
  const clock = { now: () => NOW };
  const amina = aUser({ isEmailVerified: true, firstName: 'Amina' });
  const push = anMpesaPayment({
    userId: amina.id,
    accountId: amina.accountId,
    amountKes: ASKED_KES,
    amountCents: ASKED_CENTS,
    kesPerUsd: RATE.kesPerUsd,
    rateDate: RATE.asOf,
    createdAt: SENT,
  });
  await store.run(async ({ users, mpesaPayments }) => {
    await users.addIfEmailFree(amina);
    await mpesaPayments.add(push, new Date(SENT.getTime() + 60_000));
  });
  /** The receipt M-Pesa gives the money: the push's callback and the paybill's confirmation both name it. */
  const receipt = aReceiptNumber();
  const ids = countingIds();
  const afterPayment = creditReferrerAfterPayment(DEFAULT_REFERRAL_TERMS, ids);
  const settle = new SettleMpesaPaymentUseCase(store, clock, ids, RATE, afterPayment);
  const confirm = new ConfirmPaybillPaymentUseCase(store, clock, ids, RATE, afterPayment);
  let queryResult: RequestResult | undefined;
  const mobileMoney: MobileMoney = {
    moneyMoves: true,
    requestPayment: () => Promise.reject(new Error('no push is sent here')),
    resultOf: () => Promise.resolve(queryResult),
    registerPaybillUrls: () => Promise.reject(new Error('not registered here')),
  };
  const ask = new AskAboutPendingPaymentsUseCase(store.ports.mpesaPayments, mobileMoney, settle, clock);

  const tell: Record<Event, () => Promise<unknown>> = {
    'callback paid': () =>
      settle.execute({
        checkoutRequestId: push.checkoutRequestId,
        ...RESULTS.paid,
        paid: { amountKes: ASKED_KES, receiptNumber: receipt, phone: push.phone },
      }),
    'callback failed': () =>
      settle.execute({
        checkoutRequestId: push.checkoutRequestId,
        ...RESULTS.failed,
      }),
    'callback cancelled': () =>
      settle.execute({
        checkoutRequestId: push.checkoutRequestId,
        ...RESULTS.cancelled,
      }),
    'query paid': () => askWith('paid'),
    'query failed': () => askWith('failed'),
    'query cancelled': () => askWith('cancelled'),
    paybill: () =>
      confirm.execute({
        transId: receipt,
        amountKes: ASKED_KES,
        billRefNumber: amina.accountId,
        msisdn: '2547 ***** 678',
        payerName: 'Amina',
      }),
  };
  function askWith(kind: keyof typeof RESULTS) {
    queryResult = RESULTS[kind];
    return ask.execute();
  }

  /** Where it all ended: the push, the account's entries, what staff hold, and what the customer was sent. */
  async function outcome() {
    const final = await store.ports.mpesaPayments.findByCheckout(push.checkoutRequestId);
    if (!final) throw new Error('the push is gone');
    const entries = await store.ports.ledger.listFor(amina.id, { limit: 20 });
    const waiting = await store.ports.unmatchedPayments.listWaiting(20);
    return {
      status: final.status,
      /** Each entry's kind and cents, oldest first: payments credit, reversals take back. */
      entries: entries.reverse().map((entry) => `${entry.kind} ${String(entry.amountCents)}`),
      balanceCents: await store.ports.ledger.balanceOf(amina.id),
      keptForStaff: waiting.map((kept) => (kept.transId === receipt ? 'receipt' : kept.transId)),
      told: paymentSentence(final),
      receiptsMailed: store.outboxEntries().filter((entry) => entry.mail.to === amina.email).length,
    };
  }
  return { tell, outcome };
}

/** What the customer reads about the push (paymentSentence), by how it ended. */
const TOLD = {
  paid: 'Paid. Thank you: your receipt is on its way by e-mail.',
  failed: 'Your M-Pesa balance was not enough for this payment. Top up and try again.',
  cancelled: 'You cancelled the request on your phone. Nothing was paid.',
  pending: 'Check your phone: enter your M-Pesa PIN to pay.',
} as const;
type Status = keyof typeof TOLD;

const PAID = `payment ${String(ASKED_CENTS)}`;
const REVERSED = `reversal ${String(ASKED_CENTS)}`;

/**
 * Each row: what M-Pesa told, in order; how the push ended; the account's entries, oldest first; whether the
 * receipt waits for staff; and why. The paybill's confirmation names the same receipt and shillings as the paid
 * callback (M-Pesa tells of the push's money on both channels); after a failed or cancelled push it is the customer
 * paying the paybill by hand.
 */
const RULES: [Event[], Status, string[], boolean, string][] = [
  // One word alone.
  [['callback paid'], 'paid', [PAID], false, 'a paid callback credits the push once, by its receipt'],
  [['callback failed'], 'failed', [], false, 'a failed callback credits nothing'],
  [['callback cancelled'], 'cancelled', [], false, 'a cancelled callback credits nothing'],
  [
    ['query paid'],
    'paid',
    [PAID],
    false,
    'the status query’s "paid" credits the push once, without a receipt',
  ],
  [['query failed'], 'failed', [], false, 'the status query’s "failed" credits nothing'],
  [['query cancelled'], 'cancelled', [], false, 'the status query’s "cancelled" credits nothing'],
  [['paybill'], 'pending', [PAID], false, 'a paybill payment to a known account is credited by its receipt'],
  // The callback and the status query: the first word decides the push, the second changes nothing.
  [['callback paid', 'query paid'], 'paid', [PAID], false, 'a settled push is not asked about'],
  [['callback paid', 'query failed'], 'paid', [PAID], false, 'a settled push is not asked about'],
  [['callback paid', 'query cancelled'], 'paid', [PAID], false, 'a settled push is not asked about'],
  [['callback failed', 'query paid'], 'failed', [], false, 'a settled push is not asked about'],
  [['callback failed', 'query failed'], 'failed', [], false, 'a settled push is not asked about'],
  [['callback failed', 'query cancelled'], 'failed', [], false, 'a settled push is not asked about'],
  [['callback cancelled', 'query paid'], 'cancelled', [], false, 'a settled push is not asked about'],
  [['callback cancelled', 'query failed'], 'cancelled', [], false, 'a settled push is not asked about'],
  [['callback cancelled', 'query cancelled'], 'cancelled', [], false, 'a settled push is not asked about'],
  [
    ['query paid', 'callback paid'],
    'paid',
    [PAID],
    false,
    'the late receipt is recorded, not credited again',
  ],
  [['query paid', 'callback failed'], 'paid', [PAID], false, 'the first word stands'],
  [['query paid', 'callback cancelled'], 'paid', [PAID], false, 'the first word stands'],
  [
    ['query failed', 'callback paid'],
    'failed',
    [],
    true,
    'money paid after the push failed is kept for staff',
  ],
  [['query failed', 'callback failed'], 'failed', [], false, 'the first word stands'],
  [['query failed', 'callback cancelled'], 'failed', [], false, 'the first word stands'],
  [
    ['query cancelled', 'callback paid'],
    'cancelled',
    [],
    true,
    'money paid after a cancellation is kept for staff',
  ],
  [['query cancelled', 'callback failed'], 'cancelled', [], false, 'the first word stands'],
  [['query cancelled', 'callback cancelled'], 'cancelled', [], false, 'the first word stands'],
  // The callback and the paybill's confirmation: one receipt is credited once, whichever channel told it first.
  [
    ['callback paid', 'paybill'],
    'paid',
    [PAID],
    false,
    'the paybill’s receipt is the push’s, credited already',
  ],
  [['paybill', 'callback paid'], 'paid', [PAID], false, 'the push’s receipt was credited by the paybill'],
  [
    ['callback failed', 'paybill'],
    'failed',
    [PAID],
    false,
    'a paybill payment after a failed push is its own',
  ],
  [
    ['paybill', 'callback failed'],
    'failed',
    [PAID],
    false,
    'a paybill payment before a failed push is its own',
  ],
  [
    ['callback cancelled', 'paybill'],
    'cancelled',
    [PAID],
    false,
    'a paybill payment after a cancellation is its own',
  ],
  [
    ['paybill', 'callback cancelled'],
    'cancelled',
    [PAID],
    false,
    'a paybill payment before a cancellation is its own',
  ],
  // The status query and the paybill's confirmation: the query names no receipt.
  [
    ['query paid', 'paybill'],
    'paid',
    [PAID],
    true,
    'the same shillings just after a push paid without its receipt wait for staff (or its callback)',
  ],
  [
    ['paybill', 'query paid'],
    'paid',
    [PAID, PAID],
    false,
    'credited twice until the callback names the receipt (see the next rows)',
  ],
  [['query failed', 'paybill'], 'failed', [PAID], false, 'a paybill payment after a failed push is its own'],
  [['paybill', 'query failed'], 'failed', [PAID], false, 'a paybill payment before a failed push is its own'],
  [
    ['query cancelled', 'paybill'],
    'cancelled',
    [PAID],
    false,
    'a paybill payment after a cancellation is its own',
  ],
  [
    ['paybill', 'query cancelled'],
    'cancelled',
    [PAID],
    false,
    'a paybill payment before a cancellation is its own',
  ],
  // All three telling of one paid push, in every order: credited once in the end.
  [['callback paid', 'query paid', 'paybill'], 'paid', [PAID], false, 'the receipt decides, once'],
  [['callback paid', 'paybill', 'query paid'], 'paid', [PAID], false, 'the receipt decides, once'],
  [
    ['query paid', 'callback paid', 'paybill'],
    'paid',
    [PAID],
    false,
    'the receipt recorded late is known to the paybill',
  ],
  [
    ['query paid', 'paybill', 'callback paid'],
    'paid',
    [PAID],
    false,
    'the callback’s receipt releases the kept money as the push’s, credited already',
  ],
  [['paybill', 'callback paid', 'query paid'], 'paid', [PAID], false, 'the receipt decides, once'],
  [
    ['paybill', 'query paid', 'callback paid'],
    'paid',
    [PAID, PAID, REVERSED],
    false,
    'the callback’s receipt shows the second credit and reverses it',
  ],
  // Replays change nothing.
  [
    ['callback paid', 'callback paid', 'paybill', 'paybill'],
    'paid',
    [PAID],
    false,
    'a replayed callback or confirmation posts nothing',
  ],
];

describe('M-Pesa settlement: the callback, the status query and the paybill’s confirmation, in any order', () => {
  it.each(RULES)(
    '%j: the push ends %s, entries %j, kept for staff %s: %s',
    async (told, status, entries, kept) => {
      const { tell, outcome } = await pushPending();
      for (const word of told) await tell[word]();
      const credited = entries.filter((entry) => entry === PAID).length;
      const reversed = entries.filter((entry) => entry === REVERSED).length;
      expect(await outcome()).toEqual({
        status,
        entries,
        balanceCents: (reversed - credited) * ASKED_CENTS,
        keptForStaff: kept ? ['receipt'] : [],
        told: TOLD[status],
        // One receipt by e-mail for each payment posted (a reversal sends none).
        receiptsMailed: credited,
      });
    },
  );
});
