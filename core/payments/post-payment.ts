import {
  type LedgerEntry,
  type PaymentMethod,
  type ShillingAmount,
  type SourceKey,
  newLedgerEntry,
} from '../ledger/ledger-entry.js';
import type { Cents } from '../shared/money.js';
import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';
import { creditReferrerWhenDue } from '../referrals/referral-credits.js';
import type { ReferralTerms } from '../shared/referral-terms.js';
import { receiptNotice } from './payment-receipt.js';

/** A payment into an account, from whichever channel it came. */
export interface IncomingPayment {
  userId: string;
  amountCents: Cents;
  method: PaymentMethod;
  /** Unique to the payment's source (a kind its area declares, and an id): the same payment never posts twice. */
  source: SourceKey;
  reference: string | null;
  description: string;
  shillings: ShillingAmount | null;
  /** Staff's address when staff recorded it. */
  postedBy: string | null;
}

/**
 * Posts a payment to the account's ledger, in the caller's transaction, and does what follows every payment: its
 * receipt is queued to the payer (written when sent: payment-receipt.ts), and the payer's referrer is credited
 * once the payer's first parcel is paid in full with their own money (referral-credits.ts, on the program's terms). Every channel (STK push, paybill,
 * staff) posts through here, so each payment is treated alike. Answers the entry posted, or undefined when its
 * source had posted already (a replay: nothing follows).
 */
export async function postPayment(
  ports: TransactionalPorts,
  payment: IncomingPayment,
  referralTerms: ReferralTerms,
  at: Date,
): Promise<LedgerEntry | undefined> {
  const entry = newLedgerEntry(
    {
      userId: payment.userId,
      kind: 'payment',
      amountCents: payment.amountCents,
      source: payment.source,
      description: payment.description,
      method: payment.method,
      reference: payment.reference,
      postedBy: payment.postedBy,
      shillings: payment.shillings,
    },
    at,
  );
  if ((await ports.ledger.post(entry)) === 'duplicate') return undefined;
  const payer = await ports.users.findById(entry.userId);
  if (payer) await ports.outbox.enqueueToCompose([receiptNotice(payer.email, entry.id)], at);
  await creditReferrerWhenDue(ports, entry.userId, referralTerms, at);
  return entry;
}
