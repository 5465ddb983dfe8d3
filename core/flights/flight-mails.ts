import type { AccountMailContext } from '../accounts/account-mails.js';
import type { UserRepository } from '../accounts/accounts.ports.js';
import type { User } from '../accounts/user.js';
import type { DeliveryChoiceRepository } from '../delivery/delivery.ports.js';
import { CUSTOMER_TIME_ZONES } from '../delivery/time-zone.js';
import { composeMail } from '../mail/compose.js';
import { greetingName } from '../mail/visitor-mail.js';
import type { MailComposer, MailToComposeFor, OutgoingMail } from '../mail/mail.ports.js';
import { placeOfParcel, placeText, readyCode } from '../parcels/collection-notice.js';
import { isClaimed } from '../parcels/parcel.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import { dashboardUrl, dueForParcels } from '../parcels/parcel-charge.js';
import { type Cents, formatUsd } from '../shared/money.js';
import type { CollectionCodeRepository, ParcelRepository, StepTaken } from '../parcels/parcels.ports.js';
import { readyByOf } from '../parcels/parcel-eta.js';
import { formatDateTimeIn, formatWeekdayDate } from '../shared/calendar.js';
import type { PickupPoints } from '../shared/pickup-points.js';
import type { Flight, Reschedule } from './flight.js';
import type { FlightRepository } from './flights.ports.js';
import { ownersCargo } from './owners-cargo.js';
import { type AssessedDuty, DUTY_EXPLAINED, assessedDutiesOf, parcelsOfShipments } from './duty-mails.js';

/** What a flight's notice tells: it left, it landed, it was cleared, or its ETA moved. */
export const FLIGHT_EVENTS = ['departed', 'arrived', 'cleared', 'eta'] as const;
export type FlightEvent = (typeof FLIGHT_EVENTS)[number];

/** The kind of queued mail that is a flight's notice, written when it is sent. */
export const FLIGHT_NOTICE = 'flight-notice';

interface NoticeKey {
  event: FlightEvent;
  flightId: string;
  ownerId: string;
  /** When the event happened (a reschedule: when staff made it): two of one kind are two notices. */
  at: Date;
}

/** A notice's key; its format is written here only (the composer reads it). */
export const flightNoticeKey = (k: NoticeKey): string =>
  `${k.event}/${k.flightId}/${k.ownerId}/${String(k.at.getTime())}`;

export function readFlightNoticeKey(key: string): NoticeKey | undefined {
  const [text = '', flightId = '', ownerId = '', millis = '', ...rest] = key.split('/');
  const event = FLIGHT_EVENTS.find((e) => e === text);
  if (event === undefined || flightId === '' || ownerId === '' || !/^\d+$/.test(millis) || rest.length > 0)
    return undefined;
  return { event, flightId, ownerId, at: new Date(Number(millis)) };
}

/** One notice per owner whose parcels on the flight took the event's step together (an owner gone: none). */
export const flightNotices = (
  event: FlightEvent,
  flightId: string,
  steps: readonly Pick<StepTaken, 'ownerId' | 'ownerEmail' | 'at'>[],
): MailToComposeFor[] => {
  const keys = new Map<string, string>();
  for (const step of steps) {
    if (step.ownerEmail !== null)
      keys.set(flightNoticeKey({ event, flightId, ownerId: step.ownerId, at: step.at }), step.ownerEmail);
  }
  return [...keys].map(([key, to]) => ({ to, kind: FLIGHT_NOTICE, key }));
};

/** "KP1, KP2 and KP3", or one. */
const listed = (numbers: readonly string[]): string =>
  numbers.length === 1
    ? `parcel ${numbers[0] ?? ''}`
    : `parcels ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1) ?? ''}`;

const CITY: Readonly<Record<Flight['destination'], string>> = { NBO: 'Nairobi', JUB: 'Juba' };

/**
 * What a flight's notice says of the business, and the business days customs takes after landing
 * (CLEARANCE_DAYS): the notices before clearing give the day the parcels are estimated ready.
 */
export interface FlightMailContext extends AccountMailContext {
  clearanceDays?: number;
}

/** What the flight's notice of the event says, to the owner of these parcels. */
export function flightNoticeMail(
  ctx: FlightMailContext,
  owner: User,
  flight: Flight,
  event: FlightEvent,
  numbers: readonly string[],
  extra: {
    reschedule?: Reschedule;
    handovers?: { code: string; place: string; numbers: string[] }[];
    dueCents?: Cents;
    /** KRA's duty and taxes on each shipment, when the assessment came before the clearance. */
    duties?: readonly AssessedDuty[];
  } = {},
): OutgoingMail {
  const { zone, label } = CUSTOMER_TIME_ZONES[owner.destination];
  const when = (at: Date) => `${formatDateTimeIn(at, zone)} ${label}`;
  const city = CITY[flight.destination];
  const yours = `your ${listed(numbers)}`;
  const they = numbers.length === 1 ? 'it' : 'they';
  const fields: [string, string][] = [
    ['Flight', `${flight.flightNumber}, ${flight.origin} to ${flight.destination}`],
  ];
  let headline: string;
  let subject: string;
  let next: string;
  switch (event) {
    case 'departed':
      headline = `Departed the USA: ${yours} left on flight ${flight.flightNumber}.`;
      subject = `Departed on flight ${flight.flightNumber}: ${listed(numbers)}`;
      fields.push(
        ['Departed', when(flight.atd ?? flight.etd)],
        [`Expected in ${city} (ETA)`, when(flight.eta)],
      );
      next = `We mail you when ${they} land${numbers.length === 1 ? 's' : ''}.`;
      break;
    case 'arrived':
      headline = `Arrived in ${city}: ${yours} landed on flight ${flight.flightNumber}.`;
      subject = `Arrived in ${city} on flight ${flight.flightNumber}: ${listed(numbers)}`;
      fields.push(['Landed', when(flight.ata ?? flight.eta)]);
      next = `${numbers.length === 1 ? 'It is' : 'They are'} being cleared through customs; we mail you when ${numbers.length === 1 ? 'it is' : 'they are'} ready.`;
      break;
    case 'cleared':
      headline = `Ready: ${yours} from flight ${flight.flightNumber} cleared customs in ${city}.`;
      subject = `Ready for pickup or delivery: ${listed(numbers)}`;
      fields.push(['Landed', when(flight.ata ?? flight.eta)]);
      for (const h of extra.handovers ?? [])
        fields.push(
          [
            'Collection code',
            extra.handovers && extra.handovers.length > 1 ? `${h.code}, for ${h.numbers.join(', ')}` : h.code,
          ],
          ['Where', h.place],
        );
      for (const d of extra.duties ?? [])
        fields.push([`Kenya duty and taxes (KRA) on ${d.reference}`, formatUsd(d.amountCents)]);
      if (extra.dueCents !== undefined)
        fields.push([
          'Due before handover',
          extra.dueCents > 0 ? formatUsd(extra.dueCents) : 'Nothing: it is paid',
        ]);
      next =
        extra.dueCents !== undefined && extra.dueCents > 0
          ? `Pay what is due on your dashboard: we hand ${numbers.length === 1 ? 'it' : 'them'} over once it is paid, against the collection code.`
          : 'Show the collection code when you collect, or give it to our rider.';
      if ((extra.duties ?? []).length > 0) next = `${next} ${DUTY_EXPLAINED} It is part of what is due.`;
      break;
    case 'eta': {
      const r = extra.reschedule;
      const later = r ? r.eta > r.previousEta : true;
      headline = `Flight ${flight.flightNumber}, carrying ${yours}, now lands ${later ? 'later' : 'earlier'} than we told you.`;
      subject = `New arrival time for flight ${flight.flightNumber}: ${listed(numbers)}`;
      fields.push([`New ETA in ${city}`, when(r?.eta ?? flight.eta)]);
      if (r) fields.push(['ETA before', when(r.previousEta)]);
      if (r?.reason) fields.push(['Why', r.reason]);
      next = 'We mail you again if it changes, and when it lands.';
      break;
    }
  }
  // Until it is cleared: the day it is estimated ready (Nairobi's calendar), its arrival or ETA plus the days.
  if (event !== 'cleared' && ctx.clearanceDays !== undefined) {
    const eta = (event === 'eta' ? extra.reschedule?.eta : undefined) ?? flight.eta;
    const day = readyByOf({ eta, arrivedAt: flight.ata }, ctx.clearanceDays);
    fields.push(['Estimated ready', `${formatWeekdayDate(day)}, once cleared through customs`]);
  }
  return composeMail(
    owner.email,
    `${subject} | ${ctx.brandName}`,
    [
      { paragraphs: [`Hello ${greetingName(owner.firstName)},`, `${headline} ${next}`] },
      {
        fields: [['Parcels', numbers.join(', ')], ...fields],
        button: { label: 'See your parcels', url: dashboardUrl(ctx.siteUrl) },
      },
    ],
    { brand: ctx },
  );
}

/**
 * Writes a queued flight notice as things are when it is sent: the owner's parcels on the flight, the flight's
 * times; a reschedule's new ETA and reason; once cleared, each shipment's collection code and where it goes.
 */
export function flightNoticeComposer(
  ctx: FlightMailContext,
  points: PickupPoints,
  reads: {
    flights: FlightRepository;
    users: UserRepository;
    parcels: ParcelRepository;
    deliveryChoices: DeliveryChoiceRepository;
    collectionCodes: CollectionCodeRepository;
    ledger: LedgerRepository;
  },
): MailComposer {
  return async (key) => {
    const k = readFlightNoticeKey(key);
    if (!k) return undefined;
    const read = await ownersCargo(reads, k.flightId, k.ownerId);
    if (!read) return undefined;
    const { flight, owner, mine } = read;
    const numbers = mine.flatMap((s) => s.parcels);
    if (numbers.length === 0) return undefined;
    if (k.event === 'eta') {
      const reschedule = (await reads.flights.reschedulesOf(flight.id)).find(
        (r) => r.at.getTime() === k.at.getTime(),
      );
      return flightNoticeMail(ctx, owner, flight, k.event, numbers, reschedule ? { reschedule } : {});
    }
    if (k.event !== 'cleared') return flightNoticeMail(ctx, owner, flight, k.event, numbers);
    const handovers: { code: string; place: string; numbers: string[] }[] = [];
    for (const shipment of mine) {
      const parcel = await reads.parcels.findByNumber(shipment.parcels[0] ?? '');
      if (!parcel || !isClaimed(parcel) || parcel.status !== 'ready') continue;
      const [code, place] = await Promise.all([
        readyCode(reads.collectionCodes, parcel),
        placeOfParcel(reads.deliveryChoices, parcel, points),
      ]);
      handovers.push({ code: code.code, place: placeText(place), numbers: shipment.parcels });
    }
    const [dueCents, duties] = await Promise.all([
      dueForParcels(reads.ledger, owner.id, parcelsOfShipments(mine)),
      assessedDutiesOf(reads.ledger, flight.id, mine),
    ]);
    return flightNoticeMail(ctx, owner, flight, k.event, numbers, { handovers, dueCents, duties });
  };
}
