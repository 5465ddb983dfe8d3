import type { AccountMailContext } from '../accounts/account-mails.js';
import type { User } from '../accounts/user.js';
import { composeMail } from '../mail/compose.js';
import type { MailComposer, MailToComposeFor, OutgoingMail } from '../mail/mail.ports.js';
import type { UserRepository } from '../accounts/accounts.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import { shillingsToAsk } from '../ledger/shillings.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import { DESTINATION_DETAILS, type Destination } from '../pricing/destinations.js';
import { nextDeparture } from '../schedule/departure-schedule.js';
import { INSURANCE_PERCENT } from '../pricing/tariffs.js';
import { SERVICE_TIMES } from '../shared/business-claims.js';
import { formatWeekdayDate } from '../shared/calendar.js';
import { type ExchangeRate, formatKes, rateNote } from '../shared/exchange-rate.js';
import { type Cents, formatUsd } from '../shared/money.js';
import { dashboardUrl, dueForParcels } from './parcel-charge.js';
import {
  type ClaimedParcel,
  PARCEL_STATUSES,
  type Parcel,
  HANDED_OVER,
  type ParcelStatus,
  STATUS_TEXT,
  isClaimed,
} from './parcel.js';
import type {
  CollectionCodeRepository,
  ParcelHandoverRepository,
  ParcelRepository,
  StepTaken,
} from './parcels.ports.js';
import { type ParcelHandover, handedOverSentence } from './parcel-handover.js';
import { shipmentOf } from './collection-code.js';
import { type DeliveryPlace, handoverWord } from '../delivery/delivery-choice.js';
import type { DeliveryChoiceRepository } from '../delivery/delivery.ports.js';
import type { JubaOffice, PickupPoints } from '../shared/pickup-points.js';
import {
  type Handover,
  codeAdvice,
  collectionFields,
  placeOfParcel,
  readyCode,
} from './collection-notice.js';

/**
 * What the parcels of a notice still owe when it is written, the rate its shillings are told at, and the Juba
 * office, where South Sudan's customers pay.
 */
export interface NoticeDue {
  cents: Cents;
  rate: ExchangeRate;
  jubaOffice: JubaOffice;
}

/**
 * Where a parcel is handed over, and the code it takes while it is ready (null in the handover's own notice); in
 * that notice, who collected it, when staff wrote it down.
 */
interface NoticeCollection {
  place: DeliveryPlace;
  code: string | null;
  handedOver?: ParcelHandover;
}

/** What comes after the step, in a sentence: the flight they leave on, when they land, what happens next. */
function whatComesNext(
  status: ParcelStatus,
  parcels: readonly Parcel[],
  at: Date,
  place: DeliveryPlace | undefined,
): string {
  const they = parcels.length === 1 ? 'It' : 'They';
  const destination = DESTINATION_DETAILS[parcels[0]?.destination ?? 'kenya'];
  switch (status) {
    case 'received':
      return `${they} leave${parcels.length === 1 ? 's' : ''} on our next flight, ${formatWeekdayDate(nextDeparture(at).departureDate)}, unless you asked us to hold ${they === 'It' ? 'it' : 'them'} to travel with other parcels.`;
    case 'departed': {
      const transit =
        parcels[0]?.destination === 'south-sudan' ? SERVICE_TIMES.southSudanAir : SERVICE_TIMES.kenyaAir;
      return `${they} should reach ${destination.name} in about ${transit.range}; we mail you when ${they === 'It' ? 'it lands' : 'they land'}.`;
    }
    case 'arrived':
      return `${they} ${parcels.length === 1 ? 'is' : 'are'} being cleared through customs; we mail you when ${they === 'It' ? 'it is' : 'they are'} ready.`;
    case 'ready':
      return place === undefined
        ? `We ${destination.lastLeg.replace(/\bit\b/, they === 'It' ? 'it' : 'them')}.`
        : readyNext(place, they === 'It' ? 'it' : 'them');
    case 'delivered':
      return 'Thank you for shipping with us.';
  }
}

/** Where a ready parcel goes next, by the owner's choice: the point to collect it at, their door, or a choice to make. */
function readyNext(place: DeliveryPlace, them: 'it' | 'them'): string {
  switch (place.method) {
    case 'pickup':
      return `Collect ${them} at ${place.point.name} with the collection code below.`;
    case 'door':
      return `Our rider brings ${them} to your door.`;
    case 'unchosen':
      return `Tell us where ${them === 'it' ? 'it goes' : 'they go'} on your dashboard: to your door, or to a pickup point to collect ${them} from.`;
  }
}

/** What the owner does next with parcels just received, in order: declare, insure if they wish, pay. */
function receivedNextSteps(one: boolean, due: NoticeDue | undefined, destination: Destination): string[] {
  const it = one ? 'it' : 'them';
  const paid = due !== undefined && due.cents <= 0;
  const why = DESTINATION_DETAILS[destination].estimatesKenyaTaxes
    ? 'so we can show the duty and taxes due on arrival'
    : 'so that its insurance and the customs in Juba know what it holds';
  const how = payHow(destination, due?.jubaOffice);
  return [
    'What to do next, on your dashboard:',
    `1. Declare what is in ${one ? 'it' : 'each'}: each item, its category and its value, ${why}.`,
    `2. Insure ${it} if you wish, for ${String(INSURANCE_PERCENT)}% of the declared value.`,
    paid
      ? '3. Pay what is due: nothing is owed for now.'
      : `3. Pay what is due (the shipping charge, and the insurance if you take it) ${how}: we hand ${one ? 'the parcel' : 'the parcels'} over once ${one ? 'it is' : 'they are'} paid.`,
  ];
}

/**
 * What is due, or that nothing is: in dollars and the shillings M-Pesa asks, or in dollars alone for a customer who
 * pays at the Juba office.
 */
function paymentFields(due: NoticeDue, count: number, destination: Destination): [string, string][] {
  const label = count === 1 ? 'Due for this parcel' : 'Due for these parcels';
  if (due.cents <= 0) return [[label, 'Nothing: it is paid']];
  if (DESTINATION_DETAILS[destination].paysAtJubaOffice) return [[label, formatUsd(due.cents)]];
  const kes = formatKes(shillingsToAsk(due.cents, due.rate));
  return [[label, `${formatUsd(due.cents)} (${kes} by M-Pesa, ${rateNote(due.rate)})`]];
}

/**
 * How what is due is paid: by M-Pesa or paybill; for South Sudan in dollars at the Juba office (named when known)
 * first, or M-Pesa from a Kenyan line.
 */
function payHow(destination: Destination, office?: JubaOffice): string {
  if (!DESTINATION_DETAILS[destination].paysAtJubaOffice) return 'with M-Pesa or by paybill';
  const where = office ? `, ${office.address} (open ${office.hours}; phone ${office.phone})` : '';
  return `in US dollars at the Juba office${where}, or with M-Pesa from a Kenyan line`;
}

const payWhere = (destination: Destination, office: JubaOffice) =>
  `pay ${payHow(destination, office)} on your dashboard`;

/** Each parcel in a line: its number, the carrier's tracking number, and at receipt its weight and charge. */
function parcelFields(parcel: Parcel, status: ParcelStatus): [string, string][] {
  const fields: [string, string][] = [
    ['Parcel', `${parcel.number}, tracking number ${parcel.trackingNumber} (${parcel.carrier})`],
  ];
  if (status !== 'received') return fields;
  const charge =
    parcel.savingCents > 0
      ? `${formatUsd(parcel.chargeCents)} (${formatUsd(parcel.savingCents)} pre-alert saving taken off)`
      : formatUsd(parcel.chargeCents);
  return [
    ...fields,
    ['Chargeable weight', `${parcel.weights.chargeableKg.toFixed(2)} kg`],
    ['Shipping charge', charge],
  ];
}

/** "KP1, KP2 and KP3", or the first three and how many more. */
function numbersText(parcels: readonly Parcel[]): string {
  const numbers = parcels.map((p) => p.number);
  if (numbers.length === 1) return `parcel ${numbers[0] ?? ''}`;
  const shown = numbers.slice(0, 3);
  const rest = numbers.length - shown.length;
  return rest > 0
    ? `parcels ${shown.join(', ')} and ${String(rest)} more`
    : `parcels ${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
}

/**
 * The notice a customer gets when parcels of theirs take a step together (a member of staff's move, a box, a
 * status file): which parcels, what happened, what comes next, what is due and where to pay it. `at` is when
 * the step was taken.
 */
export function parcelsNoticeMail(
  ctx: AccountMailContext,
  owner: User,
  step: { status: ParcelStatus; at: Date },
  parcels: readonly Parcel[],
  due?: NoticeDue,
  collections: ReadonlyMap<string, NoticeCollection> = new Map(),
): OutgoingMail {
  const { status } = step;
  const owing = due !== undefined && due.cents > 0;
  const one = parcels.length === 1;
  // The last step reads Collected at a pickup point, Delivered at a door.
  const place = collections.get(parcels[0]?.number ?? '')?.place;
  const statusText = status === HANDED_OVER && place ? handoverWord(place) : STATUS_TEXT[status];
  // One code per shipment: a box's parcels share theirs.
  const codes = new Map<string, Handover>();
  for (const p of parcels) {
    const collection = collections.get(p.number);
    if (collection?.code)
      codes.set(collection.code, {
        place: collection.place,
        code: collection.code,
        numbers: [...(codes.get(collection.code)?.numbers ?? []), p.number],
      });
  }
  const fields: [string, string][] = [
    ['Status', statusText],
    ...parcels.flatMap((p) => parcelFields(p, status)),
    ...collectionFields([...codes.values()]),
    ...(due === undefined ? [] : paymentFields(due, parcels.length, owner.destination)),
  ];
  const advice = [...codes.values()][0];
  const handedOver = collections.get(parcels[0]?.number ?? '')?.handedOver;
  // The handover's notice says who collected, where and when, when staff wrote it down.
  const opening =
    status === HANDED_OVER && place && handedOver
      ? `${handedOverSentence({ text: `Your ${numbersText(parcels)}`, one }, handedOver, place)} ${whatComesNext(status, parcels, step.at, place)}`
      : `${statusText}: your ${numbersText(parcels)}. ${whatComesNext(status, parcels, step.at, place)}`;
  return composeMail(
    owner.email,
    `${statusText}: ${numbersText(parcels)} | ${ctx.brandName}`,
    [
      {
        paragraphs: [`Hello ${greetingName(owner.firstName)},`, opening],
      },
      {
        fields,
        ...(status === 'received'
          ? { paragraphs: receivedNextSteps(one, due, owner.destination) }
          : (owing || advice) && {
              paragraphs: [
                ...(advice ? [codeAdvice(advice.place, codes.size)] : []),
                ...(owing
                  ? [
                      `We hand ${one ? 'the parcel' : 'the parcels'} over once ${one ? 'it is' : 'they are'} paid: ${payWhere(owner.destination, due.jubaOffice)}.`,
                    ]
                  : []),
              ],
            }),
        button: {
          label:
            status === 'received'
              ? 'Open your dashboard'
              : owing
                ? 'Pay on your dashboard'
                : 'See your parcels',
          url: dashboardUrl(ctx.siteUrl),
        },
      },
    ],
    { brand: ctx },
  );
}

/** The notice of one parcel's latest step (a parcel just received). */
export const parcelNoticeMail = (
  ctx: AccountMailContext,
  owner: User,
  parcel: Parcel,
  due?: NoticeDue,
): OutgoingMail =>
  parcelsNoticeMail(
    ctx,
    owner,
    { status: parcel.status, at: parcel.events.at(-1)?.at ?? new Date(0) },
    [parcel],
    due,
  );

/** The kind of queued mail that is a parcel notice, written when it is sent. */
export const PARCEL_NOTICE = 'parcel-status';

/**
 * A notice's key: the owner, the step and the moment it was taken (a move's or a file's clock reading, shared by
 * every parcel it moved). Its format is written here only (the composer reads it).
 */
export const parcelNoticeKey = (step: Pick<StepTaken, 'ownerId' | 'status' | 'at'>): string =>
  `${step.status}/${step.ownerId}/${String(step.at.getTime())}`;

/** The owner, step and moment a notice's key names; undefined for a key parcelNoticeKey did not make. */
export function readParcelNoticeKey(
  key: string,
): { ownerId: string; status: ParcelStatus; at: Date } | undefined {
  const [text = '', ownerId = '', millis = '', ...rest] = key.split('/');
  const status = PARCEL_STATUSES.find((s) => s === text);
  const at = /^\d+$/.test(millis) ? new Date(Number(millis)) : undefined;
  return status === undefined || ownerId === '' || at === undefined || rest.length > 0
    ? undefined
    : { ownerId, status, at };
}

/**
 * Which moves mail whom, for a member of staff's move and a status file's alike: one notice per owner per step
 * taken at one moment, however many of their parcels took it (a box, a file's lines), queued small and written
 * when sent. An owner whose account is gone is told nothing.
 */
export const parcelNotices = (steps: readonly StepTaken[]): MailToComposeFor[] => {
  const keys = new Map<string, string>();
  for (const step of steps) {
    if (step.ownerEmail !== null) keys.set(parcelNoticeKey(step), step.ownerEmail);
  }
  return [...keys].map(([key, to]) => ({ to, kind: PARCEL_NOTICE, key }));
};

/**
 * Writes a queued notice from the owner's parcels that took the step at that moment, as they are when it is
 * sent, with what they owe then, in dollars and in shillings at `rate` (South Sudan's in dollars, payable at the
 * Juba office of `points`); once ready, with each shipment's collection code and where it is handed over (a point
 * of `points`, or the owner's door).
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
    parcelHandovers: ParcelHandoverRepository;
  },
): MailComposer {
  /** The code and where, while a parcel waits to be handed over (not once it has been). */
  const collectionOf = async (
    parcel: ClaimedParcel,
    status: ParcelStatus,
  ): Promise<NoticeCollection | undefined> => {
    const waiting = status === 'ready' && parcel.status === 'ready';
    if (!waiting && status !== HANDED_OVER) return undefined;
    const handedOver =
      status === HANDED_OVER
        ? (await reads.parcelHandovers.findEach([shipmentOf(parcel)])).get(shipmentOf(parcel))
        : undefined;
    return {
      place: await placeOfParcel(reads.deliveryChoices, parcel, points),
      code: waiting ? (await readyCode(reads.collectionCodes, parcel)).code : null,
      ...(handedOver && { handedOver }),
    };
  };
  return async (key) => {
    const step = readParcelNoticeKey(key);
    const owner = step && (await reads.users.findById(step.ownerId));
    if (step === undefined || owner === undefined) return undefined;
    const took = (p: Parcel) =>
      p.events.some((e) => e.status === step.status && e.at.getTime() === step.at.getTime());
    const parcels = (await reads.parcels.listFor(owner.id)).filter(isClaimed).filter(took).reverse();
    if (parcels.length === 0) return undefined;
    const cents = await dueForParcels(reads.ledger, owner.id, parcels);
    const collections = new Map<string, NoticeCollection>();
    for (const parcel of parcels) {
      const collection = await collectionOf(parcel, step.status);
      if (collection) collections.set(parcel.number, collection);
    }
    return parcelsNoticeMail(
      ctx,
      owner,
      step,
      parcels,
      { cents, rate, jubaOffice: points.juba },
      collections,
    );
  };
}
