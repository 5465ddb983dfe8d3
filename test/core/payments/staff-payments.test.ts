import { describe, expect, it } from 'vitest';
import { DEFAULT_REFERRAL_TERMS } from '../../../core/shared/referral-terms.js';
import { creditReferrerAfterPayment } from '../../../core/referrals/referral-credits.js';
import type { User } from '../../../core/accounts/user.js';
import { LEDGER_SOURCES } from '../../../core/ledger/ledger-entry.js';
import { PAYMENT_SOURCES } from '../../../core/payments/payment-ledger-sources.js';
import { AssignUnmatchedPaymentUseCase } from '../../../core/payments/assign-unmatched-payment.use-case.js';
import { CreditAccountUseCase } from '../../../core/payments/credit-account.use-case.js';
import { paymentsOfDay } from '../../../core/payments/payment-day.js';
import { PAYMENT_RECEIPT } from '../../../core/payments/payment-receipt.js';
import { postPayment } from '../../../core/payments/post-payment.js';
import { PAYMENT_ERRORS } from '../../../core/payments/payments.errors.js';
import { RecordPaymentUseCase } from '../../../core/payments/record-payment.use-case.js';
import { ReverseEntryUseCase } from '../../../core/payments/reverse-entry.use-case.js';
import type { Clock } from '../../../core/shared/clock.js';
import { PLACEHOLDER_EXCHANGE_RATE } from '../../../core/shared/exchange-rate.js';
import type { TransactionalPorts, UnitOfWork } from '../../../core/shared/unit-of-work.ports.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aPayment, anEntry } from '../ledger/ledger-entry.mother.js';
import { anUnmatchedPayment } from './mpesa-payment.mother.js';
import { countingIds } from '../../support/ids.js';

const NOW = new Date('2026-11-26T09:00:00.000Z');
const clock: Clock = { now: () => NOW };
const STAFF = 'grace@kango.test';

async function office() {
  const store = memoryStore();
  // One source of ids for the store's every use case, so that none collide.
  const ids = countingIds();
  /** What the referrals area binds to follow each payment: the referrer's credit on the default terms. */
  const afterPayment = creditReferrerAfterPayment(DEFAULT_REFERRAL_TERMS, ids);
  const amina = aUser({ isEmailVerified: true, firstName: 'Amina' });
  const baraka = aUser({ isEmailVerified: true, firstName: 'Baraka' });
  await store.run(async ({ users }) => {
    for (const owner of [amina, baraka]) await users.addIfEmailFree(owner);
  });
  return {
    store,
    amina,
    baraka,
    ids,
    afterPayment,
    record: new RecordPaymentUseCase(store, clock, ids, afterPayment),
    credit: new CreditAccountUseCase(store, clock, ids, afterPayment),
    reverse: new ReverseEntryUseCase(store, clock, ids),
  };
}

const cash = (owner: User, reference: string, amountUsd = 2750) =>
  ({ accountId: owner.accountId, amountUsd, method: 'cash', reference }) as const;

describe('staff payments', () => {
  it('records a payment by hand, posted by the member of staff, and queues its receipt', async () => {
    const { store, amina, record } = await office();
    const recorded = await record.execute({ ...cash(amina, 'OFFICE-0042'), method: 'card' }, STAFF);
    if (!recorded.ok) throw new Error('refused');
    expect(recorded.value).toMatchObject({
      accountId: amina.accountId,
      entry: {
        kind: 'payment',
        userId: amina.id,
        amountCents: 2750,
        method: 'card',
        reference: 'OFFICE-0042',
        source: PAYMENT_SOURCES.staffPayment('OFFICE-0042'),
        description: 'Card payment, reference OFFICE-0042',
        postedBy: STAFF,
        postedAt: NOW,
        reversedBy: null,
      },
    });
    expect(await store.ports.ledger.balanceOf(amina.id)).toBe(-2750);
    expect(store.outboxEntries().map((e) => [e.mail.to, e.compose])).toEqual([
      [amina.email, { kind: PAYMENT_RECEIPT, key: recorded.value.entry.id }],
    ]);
  });

  it('refuses a reference recorded before, on any account and however it is typed, posting nothing', async () => {
    const { store, amina, baraka, record } = await office();
    await record.execute(cash(amina, 'BANK-77'), STAFF);
    for (const again of [cash(amina, 'BANK-77', 100), cash(baraka, ' bank-77 ')]) {
      expect(await record.execute(again, STAFF)).toEqual({
        ok: false,
        error: {
          code: 'PAYMENTS.DUPLICATE_REFERENCE',
          message: 'A payment with this reference has already been recorded: it was not recorded again.',
        },
      });
    }
    expect(await store.ports.ledger.balanceOf(amina.id)).toBe(-2750);
    expect(await store.ports.ledger.balanceOf(baraka.id)).toBe(0);
    expect(store.outboxEntries()).toHaveLength(1);
    expect(await record.execute(cash(aUser(), 'BANK-78'), STAFF)).toMatchObject({
      ok: false,
      error: { code: 'PAYMENTS.UNKNOWN_ACCOUNT' },
    });
  });

  it('credits an M-Pesa payment once, whether staff record its receipt number or the paybill confirms it first', async () => {
    const { store, amina, ids, afterPayment, record } = await office();
    const recorded = await record.execute({ ...cash(amina, 'qkt1abc2de'), method: 'mpesa' }, STAFF);
    expect(recorded.ok && recorded.value.entry.source).toEqual(PAYMENT_SOURCES.mpesaReceipt('QKT1ABC2DE'));
    const confirmed = await store.run((ports, transaction) =>
      postPayment(
        ports,
        transaction,
        {
          id: ids.next(),
          userId: amina.id,
          amountCents: 2750,
          method: 'mpesa',
          source: PAYMENT_SOURCES.mpesaReceipt('QKT1ABC2DE'),
          reference: 'QKT1ABC2DE',
          description: 'M-Pesa paybill payment',
          shillings: null,
          postedBy: null,
        },
        afterPayment,
        NOW,
      ),
    );
    expect(confirmed).toBeUndefined();
    expect(await store.ports.ledger.balanceOf(amina.id)).toBe(-2750);
  });

  it('credits an account as goodwill with the reason, which pays its oldest charges first', async () => {
    const { store, amina, credit } = await office();
    const charge = anEntry({
      userId: amina.id,
      amountCents: 3000,
      source: { kind: 'parcel-charge', id: 'KP1' },
    });
    await store.run(({ ledger }) => ledger.post(charge));
    const credited = await credit.execute(
      { accountId: amina.accountId, amountUsd: 500, reason: 'Sorry for the late departure' },
      STAFF,
    );
    expect(credited.ok && credited.value.entry).toMatchObject({
      kind: 'credit',
      amountCents: 500,
      reason: 'Sorry for the late departure',
      description: 'Goodwill credit: Sorry for the late departure',
      postedBy: STAFF,
    });
    expect(await store.ports.ledger.unpaidOf(amina.id, { kind: 'parcel-charge', id: 'KP1' })).toBe(2500);
    // Two credits of the same sum and reason are two credits: each is its own source.
    await credit.execute(
      { accountId: amina.accountId, amountUsd: 500, reason: 'Sorry for the late departure' },
      STAFF,
    );
    expect(await store.ports.ledger.balanceOf(amina.id)).toBe(2000);
  });

  it('reverses an entry once, never a reversal, and says which entry it does not know', async () => {
    const { store, amina, record, reverse } = await office();
    const recorded = await record.execute(cash(amina, 'CASH-5'), STAFF);
    if (!recorded.ok) throw new Error('refused');
    const { id } = recorded.value.entry;
    const reversed = await reverse.execute(id, 'Recorded on the wrong account', STAFF);
    if (!reversed.ok) throw new Error('refused');
    expect(reversed.value).toMatchObject({
      accountId: amina.accountId,
      entry: {
        kind: 'reversal',
        reverses: id,
        amountCents: 2750,
        reason: 'Recorded on the wrong account',
        description: 'Reversed: Cash at the office payment, reference CASH-5',
        source: LEDGER_SOURCES.reversalOf(id),
        postedBy: STAFF,
      },
    });
    expect(await store.ports.ledger.balanceOf(amina.id)).toBe(0);
    const alreadyReversed = {
      ok: false,
      error: {
        code: 'PAYMENTS.ALREADY_REVERSED',
        message: 'This entry has been reversed already, or is a reversal itself.',
      },
    };
    expect(await reverse.execute(id, 'Again', STAFF)).toEqual(alreadyReversed);
    expect(await reverse.execute(reversed.value.entry.id, 'Undo the undo', STAFF)).toEqual(alreadyReversed);
    expect(await reverse.execute(crypto.randomUUID(), 'Nothing', STAFF)).toMatchObject({
      ok: false,
      error: { code: 'PAYMENTS.ENTRY_NOT_FOUND' },
    });
    expect(await store.ports.ledger.balanceOf(amina.id)).toBe(0);
  });

  it('lists a day’s payments by Nairobi’s calendar, with their accounts, totalling those that stand', async () => {
    const { store, amina, baraka, ids, afterPayment, reverse } = await office();
    const at = (iso: string) => new Date(iso);
    const payAt = (owner: User, reference: string, cents: number, when: string) =>
      new RecordPaymentUseCase(store, { now: () => at(when) }, ids, afterPayment).execute(
        cash(owner, reference, cents),
        STAFF,
      );
    // 23:30 in Nairobi the day before, 00:30 and 23:59 that day (UTC+3), and 00:00 the day after.
    await payAt(amina, 'R-1', 100, '2026-11-25T20:30:00.000Z');
    const first = await payAt(amina, 'R-2', 200, '2026-11-25T21:30:00.000Z');
    const last = await payAt(baraka, 'R-3', 400, '2026-11-26T20:59:00.000Z');
    await payAt(baraka, 'R-4', 800, '2026-11-26T21:00:00.000Z');
    if (!first.ok || !last.ok) throw new Error('refused');
    await reverse.execute(first.value.entry.id, 'Bounced', STAFF);
    const day = await paymentsOfDay(store.ports, '2026-11-26');
    expect(day.payments.map((p) => [p.accountId, p.entry.reference, p.entry.reversedBy !== null])).toEqual([
      [baraka.accountId, 'R-3', false],
      [amina.accountId, 'R-2', true],
    ]);
    expect([day.day, day.totalCents]).toEqual(['2026-11-26', 400]);
  });

  it('refuses an assignment the ledger turns down as a duplicate, and leaves the payment waiting, nothing posted', async () => {
    const { store, amina, ids, afterPayment } = await office();
    const unmatched = anUnmatchedPayment();
    await store.run(async ({ ledger, unmatchedPayments }) => {
      await unmatchedPayments.add(unmatched);
      await ledger.post(
        aPayment(amina.id, 1000, { source: PAYMENT_SOURCES.mpesaReceipt(unmatched.transId) }),
      );
    });
    // A ledger whose look-up misses the receipt's entry: only the post itself finds it taken.
    const missingTheEntry: UnitOfWork<TransactionalPorts> = {
      run: (work) =>
        store.run((ports, transaction) =>
          work(
            { ...ports, ledger: { ...ports.ledger, findBySource: () => Promise.resolve(undefined) } },
            transaction,
          ),
        ),
    };
    const assign = new AssignUnmatchedPaymentUseCase(
      missingTheEntry,
      clock,
      ids,
      PLACEHOLDER_EXCHANGE_RATE,
      afterPayment,
    );
    expect(
      await assign.execute({ transId: unmatched.transId, accountId: amina.accountId, postedBy: STAFF }),
    ).toEqual({ ok: false, error: PAYMENT_ERRORS.alreadyCredited });
    expect(await store.ports.unmatchedPayments.find(unmatched.transId)).toMatchObject({ assignedTo: null });
    expect(await store.ports.ledger.balanceOf(amina.id)).toBe(-1000);
    expect(store.outboxEntries()).toEqual([]);
  });
});
