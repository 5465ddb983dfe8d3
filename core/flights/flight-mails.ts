import type { AccountMailContext } from '../accounts/account-mails.js';
import type { UserRepository } from '../accounts/accounts.ports.js';
import type { User } from '../accounts/user.js';
import type { DeliveryChoiceRepository } from '../delivery/delivery.ports.js';
import { CUSTOMER_TIME_ZONES } from '../delivery/time-zone.js';
import { composeMail, greeting } from '../mail/compose.js';
import type { Destination } from '../pricing/destinations.js';
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

/** Whose parcels, and how they agree: "your parcel KP1" ("kifurushi chako KP1", ki-), "your parcels …" (vi-). */
interface Cargo {
  one: boolean;
  listed: string;
  yours: string;
  city: string;
}

/** What a flight's notice says in each language, from the same facts. */
const WORDS = {
  en: {
    listed: (numbers: readonly string[]) => listed(numbers),
    yours: (numbers: readonly string[]) => `your ${listed(numbers)}`,
    zone: (destination: Destination) => CUSTOMER_TIME_ZONES[destination].label,
    when: (moment: string, zone: string) => `${moment} ${zone}`,
    flight: 'Flight',
    route: (f: Flight) => `${f.flightNumber}, ${f.origin} to ${f.destination}`,
    departed: (c: Cargo, no: string) => ({
      headline: `Departed the USA: ${c.yours} left on flight ${no}.`,
      subject: `Departed on flight ${no}: ${c.listed}`,
      next: `We mail you when ${c.one ? 'it lands' : 'they land'}.`,
      departedAt: 'Departed',
      eta: `Expected in ${c.city} (ETA)`,
    }),
    arrived: (c: Cargo, no: string) => ({
      headline: `Arrived in ${c.city}: ${c.yours} landed on flight ${no}.`,
      subject: `Arrived in ${c.city} on flight ${no}: ${c.listed}`,
      next: `${c.one ? 'It is' : 'They are'} being cleared through customs; we mail you when ${c.one ? 'it is' : 'they are'} ready.`,
    }),
    cleared: (c: Cargo, no: string) => ({
      headline: `Ready: ${c.yours} from flight ${no} cleared customs in ${c.city}.`,
      subject: `Ready for pickup or delivery: ${c.listed}`,
      code: 'Collection code',
      codeFor: (code: string, numbers: string) => `${code}, for ${numbers}`,
      where: 'Where',
      duty: (reference: string) => `Kenya duty and taxes (KRA) on ${reference}`,
      due: 'Due before handover',
      nothing: 'Nothing: it is paid',
      owing: `Pay what is due on your dashboard: we hand ${c.one ? 'it' : 'them'} over once it is paid, against the collection code.`,
      paid: 'Show the collection code when you collect, or give it to our rider.',
      dutyPart: 'It is part of what is due.',
    }),
    eta: (c: Cargo, no: string, later: boolean) => ({
      headline: `Flight ${no}, carrying ${c.yours}, now lands ${later ? 'later' : 'earlier'} than we told you.`,
      subject: `New arrival time for flight ${no}: ${c.listed}`,
      newEta: `New ETA in ${c.city}`,
      before: 'ETA before',
      why: 'Why',
      next: 'We mail you again if it changes, and when it lands.',
    }),
    landed: 'Landed',
    estimated: 'Estimated ready',
    onceCleared: (day: string) => `${day}, once cleared through customs`,
    parcels: 'Parcels',
    button: 'See your parcels',
  },
  sw: {
    listed: (numbers: readonly string[]) =>
      numbers.length === 1 ? `kifurushi ${numbers[0] ?? ''}` : `vifurushi ${listedSw(numbers)}`,
    yours: (numbers: readonly string[]) =>
      numbers.length === 1 ? `kifurushi chako ${numbers[0] ?? ''}` : `vifurushi vyako ${listedSw(numbers)}`,
    zone: (destination: Destination) => ZONE_SW[destination],
    when: (moment: string, zone: string) => `${moment} (${zone})`,
    flight: 'Ndege',
    route: (f: Flight) => `${f.flightNumber}, kutoka ${f.origin} hadi ${f.destination}`,
    departed: (c: Cargo, no: string) => ({
      headline: `${capital(c.yours)} ${ki(c.one)}meondoka Marekani kwa ndege ${no}.`,
      subject: `${capital(ki(c.one))}meondoka kwa ndege ${no}: ${c.listed}`,
      next: `Tutakuarifu kwa barua pepe ${ki(c.one)}takapotua.`,
      departedAt: 'Iliondoka',
      eta: `Inatarajiwa kufika ${c.city} (ETA)`,
    }),
    arrived: (c: Cargo, no: string) => ({
      headline: `${capital(c.yours)} ${ki(c.one)}mewasili ${c.city} kwa ndege ${no}.`,
      subject: `${capital(ki(c.one))}mewasili ${c.city} kwa ndege ${no}: ${c.listed}`,
      next: `${capital(ki(c.one))}napitishwa forodhani sasa; tutakuarifu kwa barua pepe ${ki(c.one)}takapokuwa tayari.`,
    }),
    cleared: (c: Cargo, no: string) => ({
      headline: `${capital(c.yours)} kutoka ndege ${no} ${ki(c.one)}mepita forodha ya ${c.city} na ${ki(c.one)}ko tayari.`,
      subject: `${capital(ki(c.one))}ko tayari kuchukuliwa au kuletwa kwako: ${c.listed}`,
      code: 'Msimbo wa kuchukua',
      codeFor: (code: string, numbers: string) => `${code}, wa ${numbers}`,
      where: 'Mahali',
      duty: (reference: string) => `Ushuru na kodi za Kenya (KRA) kwa ${reference}`,
      due: 'Kinachodaiwa kabla ya kukabidhiwa',
      nothing: 'Hakuna: kila kitu kimelipwa',
      owing: `Lipa kinachodaiwa kwenye dashibodi yako: tutakukabidhi ${c.one ? 'kifurushi' : 'vifurushi'} mara ${ki(c.one)}takapolipiwa, ukionyesha msimbo wa kuchukua.`,
      paid: 'Onyesha msimbo wa kuchukua unapokuja kuchukua, au mpe msambazaji wetu.',
      dutyPart: 'Kiasi hiki ni sehemu ya kinachodaiwa.',
    }),
    eta: (c: Cargo, no: string, later: boolean) => ({
      headline: `Ndege ${no}, inayobeba ${c.yours}, sasa itatua ${later ? 'baadaye' : 'mapema'} kuliko tulivyokueleza.`,
      subject: `Muda mpya wa kuwasili kwa ndege ${no}: ${c.listed}`,
      newEta: `Muda mpya wa kufika ${c.city} (ETA)`,
      before: 'ETA ya awali',
      why: 'Sababu',
      next: 'Tutakuarifu tena ukibadilika, na ndege itakapotua.',
    }),
    landed: 'Ilitua',
    estimated: 'Inakadiriwa kuwa tayari',
    onceCleared: (day: string) => `${day}, baada ya kupitishwa forodhani`,
    parcels: 'Vifurushi',
    button: 'Tazama vifurushi vyako',
  },
} as const;

const ki = (one: boolean) => (one ? 'ki' : 'vi');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const listedSw = (numbers: readonly string[]) =>
  `${numbers.slice(0, -1).join(', ')} na ${numbers.at(-1) ?? ''}`;
const ZONE_SW: Readonly<Record<Destination, string>> = {
  kenya: 'saa za Nairobi',
  'south-sudan': 'saa za Juba',
};

/** What the flight's notice of the event says, to the owner of these parcels, in their language. */
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
  const { language } = owner;
  const words = WORDS[language];
  const { zone } = CUSTOMER_TIME_ZONES[owner.destination];
  const when = (at: Date) => words.when(formatDateTimeIn(at, zone, language), words.zone(owner.destination));
  const cargo: Cargo = {
    one: numbers.length === 1,
    listed: words.listed(numbers),
    yours: words.yours(numbers),
    city: CITY[flight.destination],
  };
  const no = flight.flightNumber;
  const fields: [string, string][] = [[words.flight, words.route(flight)]];
  let headline: string;
  let subject: string;
  let next: string;
  switch (event) {
    case 'departed': {
      const w = words.departed(cargo, no);
      ({ headline, subject, next } = w);
      fields.push([w.departedAt, when(flight.atd ?? flight.etd)], [w.eta, when(flight.eta)]);
      break;
    }
    case 'arrived':
      ({ headline, subject, next } = words.arrived(cargo, no));
      fields.push([words.landed, when(flight.ata ?? flight.eta)]);
      break;
    case 'cleared': {
      const w = words.cleared(cargo, no);
      ({ headline, subject } = w);
      fields.push([words.landed, when(flight.ata ?? flight.eta)]);
      for (const h of extra.handovers ?? [])
        fields.push(
          [
            w.code,
            extra.handovers && extra.handovers.length > 1 ? w.codeFor(h.code, h.numbers.join(', ')) : h.code,
          ],
          [w.where, h.place],
        );
      for (const d of extra.duties ?? []) fields.push([w.duty(d.reference), formatUsd(d.amountCents)]);
      if (extra.dueCents !== undefined)
        fields.push([w.due, extra.dueCents > 0 ? formatUsd(extra.dueCents) : w.nothing]);
      next = extra.dueCents !== undefined && extra.dueCents > 0 ? w.owing : w.paid;
      if ((extra.duties ?? []).length > 0) next = `${next} ${DUTY_EXPLAINED[language]} ${w.dutyPart}`;
      break;
    }
    case 'eta': {
      const r = extra.reschedule;
      const w = words.eta(cargo, no, r ? r.eta > r.previousEta : true);
      ({ headline, subject, next } = w);
      fields.push([w.newEta, when(r?.eta ?? flight.eta)]);
      if (r) fields.push([w.before, when(r.previousEta)]);
      if (r?.reason) fields.push([w.why, r.reason]);
      break;
    }
  }
  // Until it is cleared: the day it is estimated ready (Nairobi's calendar), its arrival or ETA plus the days.
  if (event !== 'cleared' && ctx.clearanceDays !== undefined) {
    const eta = (event === 'eta' ? extra.reschedule?.eta : undefined) ?? flight.eta;
    const day = readyByOf({ eta, arrivedAt: flight.ata }, ctx.clearanceDays);
    fields.push([words.estimated, words.onceCleared(formatWeekdayDate(day, language))]);
  }
  return composeMail(
    owner.email,
    `${subject} | ${ctx.brandName}`,
    [
      { paragraphs: [greeting(greetingName(owner.firstName), language), `${headline} ${next}`] },
      {
        fields: [[words.parcels, numbers.join(', ')], ...fields],
        button: { label: words.button, url: dashboardUrl(ctx.siteUrl) },
      },
    ],
    { brand: ctx, language },
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
      handovers.push({ code: code.code, place: placeText(place, owner.language), numbers: shipment.parcels });
    }
    const [dueCents, duties] = await Promise.all([
      dueForParcels(reads.ledger, owner.id, parcelsOfShipments(mine)),
      assessedDutiesOf(reads.ledger, flight.id, mine),
    ]);
    return flightNoticeMail(ctx, owner, flight, k.event, numbers, { handovers, dueCents, duties });
  };
}
