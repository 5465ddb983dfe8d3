import {
  type LedgerEntry,
  type ShillingAmount,
  type SourceKey,
  newLedgerEntry,
} from '../ledger/ledger-entry.js';
import { type PaymentMethod } from '../shared/payment-methods.js';
import type { Cents } from '../shared/money.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { Transaction } from '../shared/unit-of-work.ports.js';
import { receiptNotice } from './payment-receipt.js';
import type { PaymentPostedFollowUp } from './payments.ports.js';

/** What posting a payment changes: the ledger, and the payer's receipt queued (the follow-up reaches its own). */
export type PostingPorts = LedgerPorts & Pick<AccountsPorts, 'users'> & MailPorts;

/** A payment into an account, from whichever channel it came. */
export interface IncomingPayment {
  /** The entry's id (from the poster's Ids). */
  id: string;
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
 * receipt is queued to the payer (written when sent: payment-receipt.ts), and `paymentPosted` does another area's
 * work (the referrer's credit, bound by the referrals area). Every channel (STK push, paybill, staff) posts through
 * here, so each payment is treated alike. Returns the entry posted, or undefined when its source had posted
 * already (a replay: nothing follows).
 */
export async function postPayment(
  ports: PostingPorts,
  transaction: Transaction,
  payment: IncomingPayment,
  paymentPosted: PaymentPostedFollowUp,
  at: Date,
): Promise<LedgerEntry | undefined> {
  const entry = newLedgerEntry(
    {
      id: payment.id,
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
  await paymentPosted.paymentPosted(transaction, entry.userId, at);
  return entry;
}
