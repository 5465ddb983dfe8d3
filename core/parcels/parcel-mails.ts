import type { AccountMailContext } from '../accounts/account-mails.js';
import type { User } from '../accounts/user.js';
import { composeMail } from '../mail/compose.js';
import type { MailComposer, MailToComposeFor, OutgoingMail } from '../mail/mail.ports.js';
import type { UserRepository } from '../accounts/accounts.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import { shillingsToAsk } from '../ledger/shillings.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import { type ExchangeRate, formatKes, rateNote } from '../shared/exchange-rate.js';
import { type Cents, formatUsd } from '../shared/money.js';
import { HOW_TO_PAY, dashboardUrl, dueFor } from './parcel-charge.js';
import { PARCEL_STATUSES, type Parcel, type ParcelStatus, STATUS_TEXT } from './parcel.js';
import type { CollectionCodeRepository, MovedParcel, ParcelRepository } from './parcels.ports.js';
import { type DeliveryPlace, handoverWord } from '../delivery/delivery-choice.js';
import type { DeliveryChoiceRepository } from '../delivery/delivery.ports.js';
import type { PickupPoints } from '../shared/pickup-points.js';
import { codeAdvice, collectionFields, placeOfParcel, readyCode } from './collection-notice.js';

/** Where the parcel is handed over, and the code it takes while it is ready (null in the handover's own notice). */
interface NoticeCollection {
  place: DeliveryPlace;
  code: string | null;
}

/** What a parcel still owes when its notice is written, and the rate its shillings are told at. */
export interface NoticeDue {
  cents: Cents;
  rate: ExchangeRate;
}

/** The ready notice's word on payment: what is due and how to pay it, or that nothing is. */
function paymentFields(due: NoticeDue): [string, string][] {
  if (due.cents <= 0) return [['Due for this parcel', 'Nothing: it is paid']];
  const kes = formatKes(shillingsToAsk(due.cents, due.rate));
  return [['Due for this parcel', `${formatUsd(due.cents)} (${kes} by M-Pesa, ${rateNote(due.rate)})`]];
}

/**
 * The notice a customer gets at each step of a parcel's way: what happened, and the dashboard to see it. The
 * "ready" notice also says what is due for the parcel and how to pay (`due`): it is handed over once paid.
 */
export function parcelNoticeMail(
  ctx: AccountMailContext,
  owner: User,
  parcel: Parcel,
  due?: NoticeDue,
  collection?: NoticeCollection,
): OutgoingMail {
  const received = parcel.status === 'received';
  // The last step reads Collected at a pickup point, Delivered at a door.
  const statusText =
    parcel.status === 'delivered' && collection ? handoverWord(collection.place) : STATUS_TEXT[parcel.status];
  const code = collection?.code ?? null;
  const owing = due !== undefined && due.cents > 0;
  const fields: [string, string][] = [
    ['Parcel', parcel.number],
    ['Tracking number', `${parcel.trackingNumber} (${parcel.carrier})`],
    ['Status', statusText],
    ...(received
      ? ([
          ['Chargeable weight', `${parcel.weights.chargeableKg.toFixed(2)} kg`],
          [
            'Shipping charge',
            parcel.savingCents > 0
              ? `${formatUsd(parcel.chargeCents)} (${formatUsd(parcel.savingCents)} pre-alert saving taken off)`
              : formatUsd(parcel.chargeCents),
          ],
        ] as [string, string][])
      : []),
    ...(collection === undefined || code === null ? [] : collectionFields(collection.place, code)),
    ...(due === undefined ? [] : paymentFields(due)),
  ];
  return composeMail(
    owner.email,
    `${statusText}: parcel ${parcel.number} | ${ctx.brandName}`,
    [
      { paragraphs: [`Hello ${greetingName(owner.firstName)},`, `${statusText}.`] },
      {
        fields,
        ...((owing || code !== null) && {
          paragraphs: [
            ...(collection && code !== null ? [codeAdvice(collection.place)] : []),
            ...(owing ? [`We hand the parcel over once it is paid. ${HOW_TO_PAY}:`] : []),
          ],
        }),
        button: {
          label: owing ? 'Pay on your dashboard' : 'See your parcels',
          url: dashboardUrl(ctx.siteUrl),
        },
      },
    ],
    { brand: ctx },
  );
}

/** The kind of queued mail that is a parcel's notice, written when it is sent. */
export const PARCEL_NOTICE = 'parcel-status';

/** A notice's key: the parcel and the step it tells of. Its format is written here only (the composer reads it). */
export const parcelNoticeKey = (number: string, status: ParcelStatus): string => `${number}:${status}`;

/** The parcel and step a notice's key names; undefined for a key parcelNoticeKey did not make. */
export function readParcelNoticeKey(key: string): { number: string; status: ParcelStatus } | undefined {
  const [number = '', text = '', ...rest] = key.split(':');
  const status = PARCEL_STATUSES.find((s) => s === text);
  return status === undefined || number === '' || rest.length > 0 ? undefined : { number, status };
}

/**
 * Which moves mail whom, for a member of staff's move and a status file's alike: each step a parcel moves
 * forward is one notice to its owner, queued small and written when sent (a file's worth stays small). A
 * parcel whose account is gone tells nobody.
 */
export const parcelNotices = (moved: readonly MovedParcel[]): MailToComposeFor[] =>
  moved.flatMap(({ number, ownerEmail, event }) =>
    ownerEmail === null
      ? []
      : [{ to: ownerEmail, kind: PARCEL_NOTICE, key: parcelNoticeKey(number, event.status) }],
  );

/**
 * Writes a queued parcel notice from the parcel and its owner as they are when it is sent; the "ready" notice
 * with what the parcel owes then, in dollars and in shillings at `rate`, its collection code and where it is
 * handed over (a point of `points`, or the owner's door).
 */
export function parcelNoticeComposer(
  ctx: AccountMailContext,
  rate: ExchangeRate,
  points: PickupPoints,
  reads: {
    parcels: ParcelRepository;
    users: UserRepository;
    ledger: LedgerRepository;
    deliveryChoices: DeliveryChoiceRepository;
    collectionCodes: CollectionCodeRepository;
  },
): MailComposer {
  return async (key) => {
    const step = readParcelNoticeKey(key);
    const parcel = step && (await reads.parcels.findByNumber(step.number));
    const owner = parcel && (await reads.users.findById(parcel.userId));
    if (step === undefined || parcel === undefined || owner === undefined) return undefined;
    // Ready for pickup or delivery: the parcel is handed over once paid, so its notice asks for payment.
    const due = step.status === 'ready' ? { cents: await dueFor(reads.ledger, parcel), rate } : undefined;
    // The code and where, while the parcel waits to be handed over (not once it has been).
    const waiting = step.status === 'ready' && parcel.status === 'ready';
    const collection =
      waiting || step.status === 'delivered'
        ? {
            place: await placeOfParcel(reads.deliveryChoices, parcel, points),
            code: waiting ? (await readyCode(reads.collectionCodes, parcel)).code : null,
          }
        : undefined;
    return parcelNoticeMail(ctx, owner, { ...parcel, status: step.status }, due, collection);
  };
}
