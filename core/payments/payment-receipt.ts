import type { AccountMailContext } from '../accounts/account-mails.js';
import type { UserRepository } from '../accounts/accounts.ports.js';
import type { User } from '../accounts/user.js';
import { type PostedEntry } from '../ledger/ledger-entry.js';
import { PAYMENT_METHOD_NAMES } from '../shared/payment-methods.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import { composeMail } from '../mail/compose.js';
import type { MailComposer, MailToComposeFor, OutgoingMail } from '../mail/mail.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import { DESTINATION_DETAILS } from '../pricing/destinations.js';
import { formatDateTimeIn } from '../shared/calendar.js';
import { formatKes, rateNote } from '../shared/exchange-rate.js';
import { type Cents, formatUsd } from '../shared/money.js';
import { PAYMENTS_TIME_ZONE } from './payment-day.js';

/** One payment's receipt: the entry, whose account it paid, and what the account owed right after it. */
export interface Receipt {
  entry: PostedEntry;
  owner: User;
  /** Negative: the account was in credit. */
  balanceAfterCents: Cents;
}

type ReceiptReads = { ledger: LedgerRepository; users: UserRepository };

/**
 * The receipt of a payment; undefined when the entry is no payment, or (with `ownerId`) not that customer's:
 * another customer's receipt is not found, so its id tells nobody else that it exists.
 */
export async function receiptOf(
  reads: ReceiptReads,
  entryId: string,
  ownerId?: string,
): Promise<Receipt | undefined> {
  const entry = await reads.ledger.find(entryId);
  if (entry?.kind !== 'payment' || (ownerId !== undefined && entry.userId !== ownerId)) return undefined;
  const [owner, balanceAfterCents] = await Promise.all([
    reads.users.findById(entry.userId),
    reads.ledger.balanceAfter(entry.id),
  ]);
  if (owner === undefined || balanceAfterCents === undefined) return undefined;
  return { entry, owner, balanceAfterCents };
}

/** The printable receipt page of a payment, on the site. */
export const receiptUrl = (siteUrl: string, entryId: string): string =>
  new URL(`/account/receipts/${entryId}`, siteUrl).toString();

/** The kind of queued mail that is a payment's receipt, written when it is sent; its key is the entry's id. */
export const PAYMENT_RECEIPT = 'payment-receipt';

/** The receipt every payment mails its payer, however it came (postPayment queues it). */
export const receiptNotice = (to: string, entryId: string): MailToComposeFor => ({
  to,
  kind: PAYMENT_RECEIPT,
  key: entryId,
});

/** What the account owed right after the payment, in words. */
export function balanceAfterText(cents: Cents): string {
  if (cents > 0) return `${formatUsd(cents)} still due`;
  if (cents < 0) return `${formatUsd(-cents)} in credit`;
  return 'Nothing due';
}

/**
 * A payment's receipt mail, in text and HTML with the brand: the dollars it paid and, when it was paid in
 * shillings, the shillings and the dated rate that made them dollars (not to a South Sudan account, told dollars
 * only); how it was paid, its receipt or reference number, the balance right after it, and the printable receipt
 * on the site.
 */
export function receiptMail(
  ctx: AccountMailContext,
  { entry, owner, balanceAfterCents }: Receipt,
): OutgoingMail {
  // A customer who pays at the Juba office is told dollars alone, however the payment came.
  const shillings = DESTINATION_DETAILS[owner.destination].paysAtJubaOffice ? null : entry.shillings;
  const method = entry.method === null ? 'Payment' : PAYMENT_METHOD_NAMES[entry.method];
  const fields: [string, string][] = [
    ['Amount', formatUsd(entry.amountCents)],
    ...(shillings === null
      ? []
      : ([
          ['Paid in shillings', formatKes(shillings.kes)],
          ['Rate', rateNote({ kesPerUsd: shillings.kesPerUsd, asOf: shillings.rateDate })],
        ] as [string, string][])),
    ['Method', method],
    [entry.method === 'mpesa' ? 'M-Pesa receipt number' : 'Reference', entry.reference ?? entry.id],
    ['Account', owner.accountId],
    ['Date', `${formatDateTimeIn(entry.postedAt, PAYMENTS_TIME_ZONE)} (Nairobi time)`],
    ['Balance after this payment', balanceAfterText(balanceAfterCents)],
  ];
  return composeMail(
    owner.email,
    `Receipt: ${formatUsd(entry.amountCents)} received | ${ctx.brandName}`,
    [
      {
        paragraphs: [
          `Hello ${greetingName(owner.firstName)},`,
          `Thank you: we have received your payment of ${formatUsd(entry.amountCents)}.`,
        ],
      },
      {
        heading: 'Your receipt',
        fields,
        button: { label: 'See or print your receipt', url: receiptUrl(ctx.siteUrl, entry.id) },
        notes: [`Receipt ${entry.id}. Keep this mail as your receipt.`],
      },
    ],
    { brand: ctx },
  );
}

/** Writes a queued receipt from the payment as the ledger has it when the mail is sent. */
export function receiptComposer(ctx: AccountMailContext, reads: ReceiptReads): MailComposer {
  return async (entryId) => {
    const receipt = await receiptOf(reads, entryId);
    return receipt && receiptMail(ctx, receipt);
  };
}
