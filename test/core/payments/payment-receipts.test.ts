import { describe, expect, it } from 'vitest';
import { DEFAULT_REFERRAL_TERMS } from '../../../core/shared/referral-terms.js';
import { creditReferrerAfterPayment } from '../../../core/referrals/referral-credits.js';
import { PAYMENT_SOURCES } from '../../../core/payments/payment-ledger-sources.js';
import { receiptComposer, receiptOf } from '../../../core/payments/payment-receipt.js';
import { postPayment } from '../../../core/payments/post-payment.js';
import type { Destination } from '../../../core/pricing/destinations.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { anEntry } from '../ledger/ledger-entry.mother.js';
import { countingIds } from '../../support/ids.js';

const NOW = new Date('2026-11-26T09:05:00.000Z');
const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };

async function accountOwing(cents: number, destination: Destination = 'kenya') {
  const store = memoryStore();
  const ids = countingIds();
  /** What the referrals area binds to follow each payment: the referrer's credit on the default terms. */
  const afterPayment = creditReferrerAfterPayment(DEFAULT_REFERRAL_TERMS, ids);
  const owner = aUser({ isEmailVerified: true, firstName: 'Amina', lastName: 'Yusuf', destination });
  await store.run(async ({ users, ledger }) => {
    await users.addIfEmailFree(owner);
    await ledger.post(anEntry({ userId: owner.id, amountCents: cents }));
  });
  const pay = (amountCents: number, receipt: string, kes?: number) =>
    store.run((ports, transaction) =>
      postPayment(
        ports,
        transaction,
        {
          id: ids.next(),
          userId: owner.id,
          amountCents,
          method: 'mpesa',
          source: PAYMENT_SOURCES.mpesaReceipt(receipt),
          reference: receipt,
          description: 'M-Pesa payment',
          shillings: kes === undefined ? null : { kes, kesPerUsd: 129, rateDate: '2026-11-01' },
          postedBy: null,
        },
        afterPayment,
        NOW,
      ),
    );
  return { store, owner, pay, compose: receiptComposer(MAIL, store.ports) };
}

describe('payment receipts', () => {
  it('mails the receipt in text and HTML: dollars, shillings at the dated rate, method, number, balance after, the page', async () => {
    const { store, owner, pay, compose } = await accountOwing(5000);
    const paid = await pay(2790, 'QKT1ABC2DE', 3600);
    if (!paid) throw new Error('not posted');
    // A later payment does not change what this receipt says the balance was.
    await pay(1000, 'QKT1ABC2DF');
    const [queued] = store.outboxEntries();
    expect(queued?.mail.to).toBe(owner.email);
    const mail = await compose(queued?.compose?.key ?? '');
    expect(mail?.subject).toBe('Receipt: $27.90 received | Kango Express');
    for (const line of [
      'Hello Amina,',
      'Amount: $27.90',
      'Paid in shillings: KES 3,600',
      'Rate: rate of 1 November 2026: $1 = KES 129',
      'Method: M-Pesa',
      'M-Pesa receipt number: QKT1ABC2DE',
      `Account: ${owner.accountId}`,
      'Date: 26 November 2026, 12:05 PM (Nairobi time)',
      'Balance after this payment: $22.10 still due',
      `See or print your receipt:\nhttps://kango.test/account/receipts/${paid.id}`,
    ])
      expect(mail?.text).toContain(line);
    expect(mail?.html).toContain(`href="https://kango.test/account/receipts/${paid.id}"`);
    expect(mail?.html).toContain('KES 3,600');
    expect(mail?.html).toContain('Kango Express');
  });

  it('says when a payment left the account in credit, and leaves out shillings it was not paid in', async () => {
    const { store, pay, compose } = await accountOwing(1000);
    await pay(1500, 'QKT1ABC2DG');
    const mail = await compose(store.outboxEntries()[0]?.compose?.key ?? '');
    expect(mail?.text).toContain('Balance after this payment: $5.00 in credit');
    expect(mail?.text).not.toContain('shillings');
  });

  it('tells a South Sudan account dollars alone, even of a payment made in shillings by M-Pesa', async () => {
    const { store, pay, compose } = await accountOwing(5000, 'south-sudan');
    await pay(2790, 'QKT1ABC2DJ', 3600);
    const mail = await compose(store.outboxEntries()[0]?.compose?.key ?? '');
    expect(mail?.text).toContain('Amount: $27.90');
    expect(mail?.text).toContain('M-Pesa receipt number: QKT1ABC2DJ');
    expect(mail?.text).not.toMatch(/KSh|KES|shillings/);
    expect(mail?.html).not.toMatch(/KSh|KES|shillings/);
  });

  it('queues one receipt per payment: a replayed source posts and mails nothing', async () => {
    const { store, pay } = await accountOwing(1000);
    expect(await pay(1000, 'QKT1ABC2DH')).toBeDefined();
    expect(await pay(1000, 'qkt1abc2dh')).toBeUndefined();
    expect(store.outboxEntries()).toHaveLength(1);
  });

  it('shows a receipt to its owner only, and only of a payment', async () => {
    const { store, owner, pay, compose } = await accountOwing(1000);
    const paid = await pay(400, 'QKT1ABC2DJ');
    if (!paid) throw new Error('not posted');
    expect(await receiptOf(store.ports, paid.id, owner.id)).toMatchObject({
      entry: { id: paid.id },
      balanceAfterCents: 600,
    });
    expect(await receiptOf(store.ports, paid.id, crypto.randomUUID())).toBeUndefined();
    const charge = (await store.ports.ledger.listFor(owner.id, { limit: 10 })).find(
      (e) => e.kind === 'charge',
    );
    expect(await receiptOf(store.ports, charge?.id ?? '', owner.id)).toBeUndefined();
    expect(await compose(charge?.id ?? '')).toBeUndefined();
  });
});
