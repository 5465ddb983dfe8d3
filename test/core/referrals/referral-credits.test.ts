import { describe, expect, it } from 'vitest';
import { registerSchema } from '../../../core/accounts/account.schema.js';
import type { PasswordHasher } from '../../../core/accounts/accounts.ports.js';
import { RegisterUserUseCase } from '../../../core/accounts/register-user.use-case.js';
import type { User } from '../../../core/accounts/user.js';
import { VerifyEmailUseCase } from '../../../core/accounts/verify-email.use-case.js';
import { SOURCE_KEYS } from '../../../core/ledger/ledger-entry.js';
import { ReceiveParcelUseCase } from '../../../core/parcels/receive-parcel.use-case.js';
import { CreditAccountUseCase } from '../../../core/payments/credit-account.use-case.js';
import { RecordPaymentUseCase } from '../../../core/payments/record-payment.use-case.js';
import { creditReferrerWhenDue, welcomeReferredFriend } from '../../../core/referrals/referral-credits.js';
import type { Clock } from '../../../core/shared/clock.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aParcelReceipt } from '../parcels/parcel.mother.js';

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
  await store.run(({ users }) => users.addIfEmailFree(referrer));
  const register = new RegisterUserUseCase(store, hasher, clock, MAIL);
  const verify = new VerifyEmailUseCase(store, hasher, clock, welcomeReferredFriend);
  /** A friend signs up through the link naming `ref`, and opens the mailed link with their password. */
  const signUp = async (ref?: string) => {
    await register.execute(registerSchema.parse({ ...FRIEND, ...(ref !== undefined && { ref }) }));
    const text = store.outboxEntries().at(-1)?.mail.text ?? '';
    const token = /verify-email\?token=([\w-]+)/.exec(text)?.[1] ?? '';
    const verified = await verify.execute({ token, password: FRIEND.password });
    if (!verified.ok) throw new Error(verified.error.message);
    return verified.value;
  };
  const statementOf = (userId: string) => store.ports.ledger.listFor(userId, { limit: 20 });
  const record = new RecordPaymentUseCase(store, clock);
  let references = 0;
  const pay = (accountId: string, amountUsd: number) =>
    record.execute(
      { accountId, amountUsd, method: 'cash', reference: `NBO-${String((references += 1))}` },
      STAFF,
    );
  return { store, referrer, signUp, statementOf, pay };
}

describe('referral credits', () => {
  it('gives the friend the $5 welcome credit when their address is verified, and records who brought them', async () => {
    const { store, referrer, signUp, statementOf } = await program();
    const friend = await signUp(referrer.accountId.toLowerCase());
    expect(await statementOf(friend.id)).toEqual([
      expect.objectContaining({
        kind: 'credit',
        amountCents: 500,
        sourceKey: SOURCE_KEYS.welcomeCredit(friend.id),
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
    await other.store.run(async (ports) => {
      await ports.users.addIfEmailFree(self);
      await welcomeReferredFriend.accountVerified(
        ports,
        { account: self, referrerAccountId: self.accountId },
        NOW,
      );
    });
    expect(await other.statementOf(self.id)).toEqual([]);
    expect(await other.store.ports.referrals.findByFriend(self.id)).toBeUndefined();
  });

  it('credits the referrer $10 once, when the friend’s first parcel is paid in full', async () => {
    const { store, referrer, signUp, statementOf, pay } = await program();
    const friend = await signUp(referrer.accountId);
    const receive = new ReceiveParcelUseCase(store, clock, MAIL);
    await receive.execute(aParcelReceipt({ accountId: friend.accountId }));
    await receive.execute(aParcelReceipt({ accountId: friend.accountId }));
    // $30 charged; the $5 welcome credit and $20 leave $5 owed of the first parcel.
    await pay(friend.accountId, 2000);
    expect(await statementOf(referrer.id)).toEqual([]);
    await pay(friend.accountId, 500);
    const credited = await statementOf(referrer.id);
    expect(credited).toEqual([
      expect.objectContaining({
        kind: 'credit',
        amountCents: 1000,
        sourceKey: SOURCE_KEYS.referrerCredit(friend.id),
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

  it('credits the referrer when a goodwill credit completes the first parcel, and never before a parcel', async () => {
    const { store, referrer, signUp, statementOf, pay } = await program();
    const friend = await signUp(referrer.accountId);
    // Money in before any parcel: nothing is paid for yet.
    await pay(friend.accountId, 100);
    expect(await statementOf(referrer.id)).toEqual([]);
    await new ReceiveParcelUseCase(store, clock, MAIL).execute(
      aParcelReceipt({ accountId: friend.accountId }),
    );
    await new CreditAccountUseCase(store, clock).execute(
      { accountId: friend.accountId, amountUsd: 2400, reason: 'Damaged box' },
      STAFF,
    );
    expect(await statementOf(referrer.id)).toEqual([expect.objectContaining({ amountCents: 1000 })]);
  });

  it('never credits a referral of oneself, however it was stored', async () => {
    const { store, statementOf } = await program();
    const self = aUser({ isEmailVerified: true });
    await store.run(async (ports) => {
      await ports.users.addIfEmailFree(self);
      await ports.referrals.add({ friendUserId: self.id, referrerUserId: self.id, createdAt: NOW });
      await creditReferrerWhenDue(ports, self.id, NOW);
    });
    expect(await statementOf(self.id)).toEqual([]);
  });
});
