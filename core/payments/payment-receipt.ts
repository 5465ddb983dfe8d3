import type { AccountMailContext } from '../accounts/account-mails.js';
import type { UserRepository } from '../accounts/accounts.ports.js';
import type { User } from '../accounts/user.js';
import { type PostedEntry } from '../ledger/ledger-entry.js';
import { PAYMENT_METHOD_NAMES } from '../shared/payment-methods.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import { composeMail, greeting } from '../mail/compose.js';
import type { Language } from '../shared/language.js';
import type { MailComposer, MailToComposeFor, OutgoingMail } from '../mail/mail.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import { DESTINATION_DETAILS } from '../pricing/destinations.js';
import { formatDateTimeIn } from '../shared/calendar.js';
import { NOTICE_RATE_NOTE, formatShillings } from '../shared/exchange-rate.js';
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

/** The receipt's words in each language (balanceAfterText is the site's English, also on the receipt page). */
const WORDS = {
  en: {
    subject: (amount: string) => `Receipt: ${amount} received`,
    thanks: (amount: string) => `Thank you: we have received your payment of ${amount}.`,
    heading: 'Your receipt',
    amount: 'Amount',
    shillings: 'Paid in shillings',
    rate: 'Rate',
    method: 'Method',
    methods: { ...PAYMENT_METHOD_NAMES, none: 'Payment' },
    mpesaReceipt: 'M-Pesa receipt number',
    reference: 'Reference',
    account: 'Account',
    date: 'Date',
    at: (when: string) => `${when} (Nairobi time)`,
    balance: 'Balance after this payment',
    balanceText: balanceAfterText,
    button: 'See or print your receipt',
    keep: (id: string) => `Receipt ${id}. Keep this mail as your receipt.`,
  },
  sw: {
    subject: (amount: string) => `Risiti: tumepokea ${amount}`,
    thanks: (amount: string) => `Asante: tumepokea malipo yako ya ${amount}.`,
    heading: 'Risiti yako',
    amount: 'Kiasi',
    shillings: 'Kilicholipwa kwa shilingi',
    rate: 'Kiwango cha ubadilishaji',
    method: 'Njia ya malipo',
    methods: {
      mpesa: 'M-Pesa',
      card: 'Kadi',
      bank: 'Uhamisho wa benki',
      paypal: 'PayPal',
      cash: 'Pesa taslimu ofisini',
      none: 'Malipo',
    },
    mpesaReceipt: 'Nambari ya muamala wa M-Pesa',
    reference: 'Kumbukumbu',
    account: 'Akaunti',
    date: 'Tarehe',
    at: (when: string) => `${when} (saa za Nairobi)`,
    balance: 'Salio baada ya malipo haya',
    balanceText: (cents: Cents) =>
      cents > 0
        ? `${formatUsd(cents)} bado zinadaiwa`
        : cents < 0
          ? `${formatUsd(-cents)} za ziada kwenye akaunti yako`
          : 'Hakuna deni',
    button: 'Tazama au chapisha risiti yako',
    keep: (id: string) => `Risiti ${id}. Hifadhi barua pepe hii kama risiti yako.`,
  },
} as const satisfies Record<Language, unknown>;

/**
 * A payment's receipt mail, in text and HTML with the brand, in the payer's language: the dollars it paid and,
 * when it was paid in shillings, the shillings and the dated rate that made them dollars (not to a South Sudan
 * account, told dollars only); how it was paid, its receipt or reference number, the balance right after it, and
 * the printable receipt on the site.
 */
export function receiptMail(
  ctx: AccountMailContext,
  { entry, owner, balanceAfterCents }: Receipt,
): OutgoingMail {
  const { language } = owner;
  const words = WORDS[language];
  // A customer who pays at the Juba office is told dollars alone, however the payment came.
  const shillings = DESTINATION_DETAILS[owner.destination].paysAtJubaOffice ? null : entry.shillings;
  const amount = formatUsd(entry.amountCents);
  const fields: [string, string][] = [
    [words.amount, amount],
    ...(shillings === null
      ? []
      : ([
          [words.shillings, formatShillings(shillings.kes, language)],
          [
            words.rate,
            NOTICE_RATE_NOTE[language]({ kesPerUsd: shillings.kesPerUsd, asOf: shillings.rateDate }),
          ],
        ] as [string, string][])),
    [words.method, words.methods[entry.method ?? 'none']],
    [entry.method === 'mpesa' ? words.mpesaReceipt : words.reference, entry.reference ?? entry.id],
    [words.account, owner.accountId],
    [words.date, words.at(formatDateTimeIn(entry.postedAt, PAYMENTS_TIME_ZONE, language))],
    [words.balance, words.balanceText(balanceAfterCents)],
  ];
  return composeMail(
    owner.email,
    `${words.subject(amount)} | ${ctx.brandName}`,
    [
      { paragraphs: [greeting(greetingName(owner.firstName), language), words.thanks(amount)] },
      {
        heading: words.heading,
        fields,
        button: { label: words.button, url: receiptUrl(ctx.siteUrl, entry.id) },
        notes: [words.keep(entry.id)],
      },
    ],
    { brand: ctx, language },
  );
}

/** Writes a queued receipt from the payment as the ledger has it when the mail is sent. */
export function receiptComposer(ctx: AccountMailContext, reads: ReceiptReads): MailComposer {
  return async (entryId) => {
    const receipt = await receiptOf(reads, entryId);
    return receipt && receiptMail(ctx, receipt);
  };
}
