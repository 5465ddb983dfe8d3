import { describe, expect, it } from 'vitest';
import { DEFAULT_REFERRAL_TERMS } from '../../../core/shared/referral-terms.js';
import { registerSchema } from '../../../core/accounts/account.schema.js';
import type { PasswordHasher } from '../../../core/accounts/accounts.ports.js';
import { RegisterUserUseCase } from '../../../core/accounts/register-user.use-case.js';
import type { User } from '../../../core/accounts/user.js';
import { VerifyEmailUseCase } from '../../../core/accounts/verify-email.use-case.js';
import { REFERRAL_SOURCES } from '../../../core/referrals/referral-ledger-sources.js';
import { ReceiveParcelUseCase } from '../../../core/parcels/receive-parcel.use-case.js';
import { CreditAccountUseCase } from '../../../core/payments/credit-account.use-case.js';
import { RecordPaymentUseCase } from '../../../core/payments/record-payment.use-case.js';
import {
  creditReferrerAfterPayment,
  creditReferrerWhenDue,
  welcomeReferredFriend,
} from '../../../core/referrals/referral-credits.js';
import type { Clock } from '../../../core/shared/clock.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aParcelReceipt } from '../parcels/parcel.mother.js';
import { countingIds } from '../../support/ids.js';

const NOW = new Date('2026-11-26T09:00:00.000Z');
const clock: Clock = { now: () => NOW };
const MAIL = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };
const STAFF = 'grace@kango.test';
const hasher: PasswordHasher = {
  hash: (password) => Promise.resolve(`hashed:${password}`),
  verify: (hash, password) => Promise.resolve(hash === `hashed:${password}`),
  needsRehash: () => false,
};
const FRIEND = {
  email: 'baraka@example.com',
  password: 'mango-kiwi-42-baobab',
  firstName: 'Baraka',
  lastName: 'Otieno',
  phoneNumber: '+254722000000',
};

async function program(referrer: User = aUser({ isEmailVerified: true, firstName: 'Amina' })) {
  const store = memoryStore();
  // One source of ids for the store's every use case and follow-up, so that none collide.
  const ids = countingIds();
  /** What the referrals area binds to follow each payment: the referrer's credit on the default terms. */
  const afterPayment = creditReferrerAfterPayment(DEFAULT_REFERRAL_TERMS, ids);
  await store.run(({ users }) => users.addIfEmailFree(referrer));
  const register = new RegisterUserUseCase(store, hasher, clock, ids, MAIL);
  const verify = new VerifyEmailUseCase(store, hasher, clock, ids, welcomeReferredFriend(ids));
  /** A friend signs up through the link naming `ref`, and opens the mailed link with their password. */
  const signUp = async (ref?: string, friend: Partial<typeof FRIEND> = {}) => {
    await register.execute(registerSchema.parse({ ...FRIEND, ...friend, ...(ref !== undefined && { ref }) }));
    const text = store.outboxEntries().at(-1)?.mail.text ?? '';
    const token = /verify-email\?token=([\w-]+)/.exec(text)?.[1] ?? '';
    const verified = await verify.execute({ token, password: FRIEND.password });
    if (!verified.ok) throw new Error(verified.error.message);
    return verified.value;
  };
  const statementOf = (userId: string) => store.ports.ledger.listFor(userId, { limit: 20 });
  const record = new RecordPaymentUseCase(store, clock, ids, afterPayment);
  let references = 0;
  const pay = (accountId: string, amountUsd: number) =>
    record.execute(
      { accountId, amountUsd, method: 'cash', reference: `NBO-${String((references += 1))}` },
      STAFF,
    );
  return { store, ids, afterPayment, referrer, signUp, statementOf, pay };
}

describe('referral credits', () => {
  it('gives the friend the $5 welcome credit when their address is verified, and records who brought them', async () => {
    const { store, referrer, signUp, statementOf } = await program();
    const friend = await signUp(referrer.accountId.toLowerCase());
    expect(await statementOf(friend.id)).toEqual([
      expect.objectContaining({
        kind: 'credit',
        amountCents: 500,
        source: REFERRAL_SOURCES.welcomeCredit('254722000000'),
        description: 'Welcome credit: you joined through a friend’s referral link',
      }),
    ]);
    expect(await store.ports.referrals.findByFriend(friend.id)).toEqual({
      friendUserId: friend.id,
      referrerUserId: referrer.id,
      createdAt: NOW,
    });
    expect(await store.ports.referrals.earnedBy(referrer.id)).toEqual({ friends: 1, creditsEarnedCents: 0 });
  });

  it('gives one welcome credit per phone number, however it is typed: a second sign-up with it gets none', async () => {
    const { store, referrer, signUp, statementOf } = await program();
    const first = await signUp(referrer.accountId);
    const again = await signUp(referrer.accountId, {
      email: 'baraka.again@example.com',
      phoneNumber: '0722 000 000',
    });
    const thrice = await signUp(referrer.accountId, {
      email: 'b.otieno@example.com',
      phoneNumber: '254-722-000-000',
    });
    const sister = await signUp(referrer.accountId, {
      email: 'achieng@example.com',
      phoneNumber: '+254 733 000 000',
    });
    expect(await statementOf(first.id)).toEqual([
      expect.objectContaining({ kind: 'credit', amountCents: 500 }),
    ]);
    expect(await statementOf(again.id)).toEqual([]);
    expect(await statementOf(thrice.id)).toEqual([]);
    expect(await statementOf(sister.id)).toEqual([
      expect.objectContaining({ kind: 'credit', amountCents: 500 }),
    ]);
    // Each is still the referrer's friend: the referrer's credit waits for each one's own payments.
    expect(await store.ports.referrals.earnedBy(referrer.id)).toEqual({ friends: 4, creditsEarnedCents: 0 });
  });

  it('ignores a link naming no account, an unverified one, or one’s own', async () => {
    const unverified = aUser();
    const { store, signUp, statementOf } = await program(unverified);
    const friend = await signUp(unverified.accountId);
    expect(await statementOf(friend.id)).toEqual([]);
    expect(await store.ports.referrals.findByFriend(friend.id)).toBeUndefined();

    const other = await program();
    const stranger = await other.signUp('KX999999999');
    expect(await other.statementOf(stranger.id)).toEqual([]);

    // Never for oneself: a verification naming the account's own ID brings no one.
    const self = aUser({ isEmailVerified: true });
    await other.store.run(async (ports, transaction) => {
      await ports.users.addIfEmailFree(self);
      await welcomeReferredFriend(other.ids).accountVerified(
        transaction,
        { account: self, referrerAccountId: self.accountId },
        NOW,
      );
    });
    expect(await other.statementOf(self.id)).toEqual([]);
    expect(await other.store.ports.referrals.findByFriend(self.id)).toBeUndefined();
  });

  it('credits the referrer $10 once, when the friend’s own payments have paid what the welcome credit left of their first parcel', async () => {
    const { store, ids, referrer, signUp, statementOf, pay } = await program();
    const friend = await signUp(referrer.accountId);
    const receive = new ReceiveParcelUseCase(store, clock, ids, MAIL);
    await receive.execute(aParcelReceipt({ accountId: friend.accountId }));
    await receive.execute(aParcelReceipt({ accountId: friend.accountId }));
    // $30 charged for the first parcel; the $5 welcome credit and $20 leave $5 owed of it.
    await pay(friend.accountId, 2000);
    expect(await statementOf(referrer.id)).toEqual([]);
    // $4.99 more is still a cent short of what the welcome credit left of the parcel.
    await pay(friend.accountId, 499);
    expect(await statementOf(referrer.id)).toEqual([]);
    // The last cent: the friend's own $25 and the $5 welcome credit pay the first parcel's $30.
    await pay(friend.accountId, 1);
    const credited = await statementOf(referrer.id);
    expect(credited).toEqual([
      expect.objectContaining({
        kind: 'credit',
        amountCents: 1000,
        source: REFERRAL_SOURCES.referrerCredit(friend.id),
        description: 'Referral credit: a friend you invited has paid for their first parcel',
      }),
    ]);
    // Paying the second parcel earns nothing more: once per friend.
    await pay(friend.accountId, 3000);
    expect(await statementOf(referrer.id)).toHaveLength(1);
    expect(await store.ports.referrals.earnedBy(referrer.id)).toEqual({
      friends: 1,
      creditsEarnedCents: 1000,
    });
    // The friend's own payments never credit the friend as a referrer.
    expect((await statementOf(friend.id)).filter((e) => e.amountCents === 1000)).toEqual([]);
  });

  it('never counts a credit as the friend paying, nor anything before a parcel', async () => {
    const { store, ids, afterPayment, referrer, signUp, statementOf, pay } = await program();
    const friend = await signUp(referrer.accountId);
    // Money in before any parcel: nothing is paid for yet.
    await pay(friend.accountId, 100);
    expect(await statementOf(referrer.id)).toEqual([]);
    await new ReceiveParcelUseCase(store, clock, ids, MAIL).execute(
      aParcelReceipt({ accountId: friend.accountId }),
    );
    // The parcel's $30 paid by the welcome credit, $1 and a goodwill credit: not the $25 the friend's own must be.
    await new CreditAccountUseCase(store, clock, ids, afterPayment).execute(
      { accountId: friend.accountId, amountUsd: 2400, reason: 'Damaged box' },
      STAFF,
    );
    expect(await store.ports.ledger.balanceOf(friend.id)).toBe(0);
    expect(await statementOf(referrer.id)).toEqual([]);
    await pay(friend.accountId, 2900);
    expect(await statementOf(referrer.id)).toEqual([expect.objectContaining({ amountCents: 1000 })]);
  });

  it('waits for the friend’s own payments to reach the minimum when the first parcel costs less', async () => {
    const { store, ids, referrer, signUp, statementOf, pay } = await program();
    const friend = await signUp(referrer.accountId);
    const receive = new ReceiveParcelUseCase(store, clock, ids, MAIL);
    // An envelope of 0.05 kg: $0.75, which the welcome credit pays alone.
    const envelope = { weightKg: 0.05, lengthCm: 20, widthCm: 10, heightCm: 1 };
    await receive.execute(aParcelReceipt({ accountId: friend.accountId, ...envelope }));
    expect(await store.ports.ledger.balanceOf(friend.id)).toBe(-425);
    expect(await statementOf(referrer.id)).toEqual([]);
    // Two cents, then $9.97: a cent short of the $10 minimum.
    await pay(friend.accountId, 2);
    await pay(friend.accountId, 997);
    expect(await statementOf(referrer.id)).toEqual([]);
    await pay(friend.accountId, 1);
    expect(await statementOf(referrer.id)).toEqual([expect.objectContaining({ amountCents: 1000 })]);
  });

  it('takes the minimum from the program’s terms', async () => {
    const { store, ids, referrer, signUp, statementOf } = await program();
    const friend = await signUp(referrer.accountId);
    await new ReceiveParcelUseCase(store, clock, ids, MAIL).execute(
      aParcelReceipt({ accountId: friend.accountId, weightKg: 0.05, lengthCm: 20, widthCm: 10, heightCm: 1 }),
    );
    const record = new RecordPaymentUseCase(
      store,
      clock,
      ids,
      creditReferrerAfterPayment({ friendMinimumPaymentCents: 75 }, ids),
    );
    await record.execute(
      { accountId: friend.accountId, amountUsd: 75, method: 'cash', reference: 'NBO-75' },
      STAFF,
    );
    expect(await statementOf(referrer.id)).toEqual([expect.objectContaining({ amountCents: 1000 })]);
  });

  it('never credits a referral of oneself, however it was stored', async () => {
    const { store, ids, statementOf } = await program();
    const self = aUser({ isEmailVerified: true });
    await store.run(async (ports) => {
      await ports.users.addIfEmailFree(self);
      await ports.referrals.add({ friendUserId: self.id, referrerUserId: self.id, createdAt: NOW });
      await creditReferrerWhenDue(ports, ids, self.id, DEFAULT_REFERRAL_TERMS, NOW);
    });
    expect(await statementOf(self.id)).toEqual([]);
  });
});
