import type {
  AccountVerifiedFollowUp,
  AccountsPorts,
  VerifiedRegistration,
} from '../accounts/accounts.ports.js';
import type { PaymentPostedFollowUp } from '../payments/payments.ports.js';
import { type LedgerEntry, type SourceKey, newLedgerEntry } from '../ledger/ledger-entry.js';
import { REFERRAL_SOURCES } from './referral-ledger-sources.js';
import type { Ids } from '../shared/ids.js';
import type { Cents } from '../shared/money.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { ReferralsPorts } from './referrals.ports.js';
import type { ReferralTerms } from '../shared/referral-terms.js';
import { portsIn } from '../shared/unit-of-work.ports.js';
import { REFERRAL_REWARDS, welcomePhoneOf } from './referral.js';

/** A referral credit to post, as the entry `id`: its source key makes it once per friend, however often asked. */
const credit = (
  id: string,
  userId: string,
  amountCents: Cents,
  source: SourceKey,
  description: string,
  at: Date,
): LedgerEntry => newLedgerEntry({ id, userId, kind: 'credit', amountCents, source, description }, at);

/**
 * A friend who signed up through a customer's referral link is that customer's referral once their address is
 * verified, and gets the welcome credit then: once per phone number, so one person's second sign-up gets none. A
 * link naming no account, an unverified one, or the friend's own brings no one.
 */
export const welcomeReferredFriend = (ids: Ids): AccountVerifiedFollowUp => ({
  accountVerified: (transaction, verified, at) =>
    welcomeWhenReferred(portsIn(transaction), ids, verified, at),
});

async function welcomeWhenReferred(
  { users, referrals, ledger }: AccountsPorts & ReferralsPorts & LedgerPorts,
  ids: Ids,
  { account, referrerAccountId }: VerifiedRegistration,
  at: Date,
): Promise<void> {
  if (referrerAccountId === null) return;
  const referrer = await users.findByAccountId(referrerAccountId);
  if (!referrer?.isEmailVerified || referrer.id === account.id) return;
  const referral = { friendUserId: account.id, referrerUserId: referrer.id, createdAt: at };
  if ((await referrals.add(referral)) === 'duplicate') return;
  await ledger.post(
    credit(
      ids.next(),
      account.id,
      REFERRAL_REWARDS.friendBonusCents,
      REFERRAL_SOURCES.welcomeCredit(welcomePhoneOf(account)),
      'Welcome credit: you joined through a friend’s referral link',
      at,
    ),
  );
}

/**
 * Credits the friend's referrer once the friend's first parcel is paid in full with the friend's own money: their
 * payments that stand cover its charge and reach the program's minimum (a welcome or goodwill credit pays for
 * nothing here). Called in the transaction of each payment or credit to the friend's account (the payments
 * area's follow-up, creditReferrerAfterPayment). Once per friend (its source key), never to the friend themselves.
 */
export async function creditReferrerWhenDue(
  { referrals, ledger }: ReferralsPorts & LedgerPorts,
  ids: Ids,
  friendUserId: string,
  terms: ReferralTerms,
  at: Date,
): Promise<void> {
  const referral = await referrals.findByFriend(friendUserId);
  if (!referral || referral.referrerUserId === friendUserId) return;
  const source = REFERRAL_SOURCES.referrerCredit(friendUserId);
  if (await ledger.findBySource(source)) return;
  // The first charge that names a subject is the friend's first parcel: payments and credits post none.
  const first = await ledger.firstChargeWithSubject(friendUserId);
  if (!first || (await ledger.unpaidOf(friendUserId, first.source)) !== 0) return;
  // The friend's own money must pay what the welcome credit left of the first parcel, and at least the minimum: a
  // welcome credit alone, or a few shillings on an envelope, earns the referrer nothing.
  const paidIn = await ledger.paidInBy(friendUserId);
  const ownShare = first.amountCents - REFERRAL_REWARDS.friendBonusCents;
  if (paidIn < Math.max(ownShare, terms.friendMinimumPaymentCents)) return;
  await ledger.post(
    credit(
      ids.next(),
      referral.referrerUserId,
      REFERRAL_REWARDS.referrerCreditCents,
      source,
      'Referral credit: a friend you invited has paid for their first parcel',
      at,
    ),
  );
}

/** What follows each payment or credit the payments area posts: the referrer's credit, on the program's terms. */
export const creditReferrerAfterPayment = (terms: ReferralTerms, ids: Ids): PaymentPostedFollowUp => ({
  paymentPosted: (transaction, userId, at) =>
    creditReferrerWhenDue(portsIn(transaction), ids, userId, terms, at),
});
