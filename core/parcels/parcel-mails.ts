import type { AccountMailContext } from '../accounts/account-mails.js';
import type { User } from '../accounts/user.js';
import { composeMail, greeting } from '../mail/compose.js';
import type { MailComposer, MailToComposeFor, OutgoingMail } from '../mail/mail.ports.js';
import type { UserRepository } from '../accounts/accounts.ports.js';
import { greetingName } from '../mail/visitor-mail.js';
import { shillingsToAsk } from '../ledger/shillings.js';
import type { LedgerRepository } from '../ledger/ledger.ports.js';
import { DESTINATION_DETAILS, type Destination } from '../pricing/destinations.js';
import { nextDeparture } from '../schedule/departure-schedule.js';
import { INSURANCE_PERCENT } from '../pricing/tariffs.js';
import { SERVICE_TIMES } from '../shared/business-claims.js';
import { NAIROBI_TIME_ZONE, formatDateTimeIn, formatWeekdayDate } from '../shared/calendar.js';
import { type ExchangeRate, NOTICE_RATE_NOTE, formatShillings } from '../shared/exchange-rate.js';
import type { Language } from '../shared/language.js';
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
import { type ParcelHandover, handedOverSentence, shortName } from './parcel-handover.js';
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

/** A notice's sentences that depend on the parcels and the step, in one language. */
interface NoticeWords {
  /** The step as the status line and the subject name it (the last step: Collected or Delivered, by `place`). */
  status(status: ParcelStatus, place: DeliveryPlace | undefined, one: boolean): string;
  /** "parcel KP1", "parcels KP1, KP2 and KP3", or the first three and how many more. */
  numbers(numbers: readonly string[]): string;
  /** The opening sentence: the step, and whose parcels took it. */
  happened(statusText: string, numbers: readonly string[]): string;
  /** The handover's opening: who collected the parcels, where and when, as staff wrote it down. */
  handedOver(numbers: readonly string[], handover: ParcelHandover, place: DeliveryPlace): string;
  /** What comes after the step: the flight they leave on, when they land, what happens next. */
  next(
    status: ParcelStatus,
    one: boolean,
    destination: Destination,
    departureDay: string,
    place?: DeliveryPlace,
  ): string;
  /** What the owner does next with parcels just received, in order: declare, insure if they wish, pay. */
  receivedSteps(one: boolean, paid: boolean, destination: Destination, office?: JubaOffice): string[];
  /** The line of what is due, or that nothing is. */
  dueLabel(one: boolean): string;
  nothingDue: string;
  /** Dollars and the shillings M-Pesa asks, at the dated rate. */
  dueByMpesa(usd: string, rate: ExchangeRate, kes: string): string;
  /** Once something is owed: the parcels are handed over once paid, and how to pay. */
  owing(one: boolean, destination: Destination, office: JubaOffice): string;
  parcelLabel: string;
  parcel(parcel: Parcel): string;
  chargeableWeight: string;
  shippingCharge: string;
  withSaving(charge: string, saving: string): string;
  statusLabel: string;
  button: { received: string; owing: string; see: string };
}

/** How each language lists the parcels' numbers: the first three and how many more. */
const listNumbers = (numbers: readonly string[], and: string, more: (rest: string) => string) => {
  const shown = numbers.slice(0, 3);
  const rest = numbers.length - shown.length;
  return rest > 0
    ? `${shown.join(', ')} ${and} ${more(String(rest))}`
    : `${shown.slice(0, -1).join(', ')} ${and} ${shown.at(-1) ?? ''}`;
};

/** How what is due is paid: by M-Pesa or paybill; for South Sudan in dollars at the Juba office (named when known). */
function payHowEn(destination: Destination, office?: JubaOffice): string {
  if (!DESTINATION_DETAILS[destination].paysAtJubaOffice) return 'with M-Pesa or by paybill';
  const where = office ? `, ${office.address} (open ${office.hours}; phone ${office.phone})` : '';
  return `in US dollars at the Juba office${where}, or with M-Pesa from a Kenyan line`;
}

function payHowSw(destination: Destination, office?: JubaOffice): string {
  if (!DESTINATION_DETAILS[destination].paysAtJubaOffice) return 'kwa M-Pesa au kupitia Paybill';
  const where = office ? `, ${office.address} (hufunguliwa ${office.hours}; simu ${office.phone})` : '';
  return `kwa dola za Marekani katika ofisi ya Juba${where}, au kwa M-Pesa kutoka laini ya Kenya`;
}

/** The transit time the business claims, to the destination, from the flight. */
const transitOf = (destination: Destination) =>
  destination === 'south-sudan' ? SERVICE_TIMES.southSudanAir : SERVICE_TIMES.kenyaAir;

const ENGLISH: NoticeWords = {
  status: (status, place) => (status === HANDED_OVER && place ? handoverWord(place) : STATUS_TEXT[status]),
  numbers: (numbers) =>
    numbers.length === 1
      ? `parcel ${numbers[0] ?? ''}`
      : `parcels ${listNumbers(numbers, 'and', (rest) => `${rest} more`)}`,
  happened: (statusText, numbers) => `${statusText}: your ${ENGLISH.numbers(numbers)}.`,
  handedOver: (numbers, handover, place) =>
    handedOverSentence(
      { text: `Your ${ENGLISH.numbers(numbers)}`, one: numbers.length === 1 },
      handover,
      place,
    ),
  next(status, one, destination, departureDay, place) {
    const they = one ? 'It' : 'They';
    const them = one ? 'it' : 'them';
    switch (status) {
      case 'received':
        return `${they} leave${one ? 's' : ''} on our next flight, ${formatWeekdayDate(departureDay)}, unless you asked us to hold ${them} to travel with other parcels.`;
      case 'departed':
        return `${they} should reach ${DESTINATION_DETAILS[destination].name} in about ${transitOf(destination).range}; we mail you when ${one ? 'it lands' : 'they land'}.`;
      case 'arrived':
        return `${they} ${one ? 'is' : 'are'} being cleared through customs; we mail you when ${one ? 'it is' : 'they are'} ready.`;
      case 'ready':
        if (place === undefined)
          return `We ${DESTINATION_DETAILS[destination].lastLeg.replace(/\bit\b/, them)}.`;
        if (place.method === 'pickup')
          return `Collect ${them} at ${place.point.name} with the collection code below.`;
        if (place.method === 'door') return `Our rider brings ${them} to your door.`;
        return `Tell us where ${one ? 'it goes' : 'they go'} on your dashboard: to your door, or to a pickup point to collect ${them} from.`;
      case 'delivered':
        return 'Thank you for shipping with us.';
    }
  },
  receivedSteps(one, paid, destination, office) {
    const why = DESTINATION_DETAILS[destination].estimatesKenyaTaxes
      ? 'so we can show the duty and taxes due on arrival'
      : 'so that its insurance and the customs in Juba know what it holds';
    return [
      'What to do next, on your dashboard:',
      `1. Declare what is in ${one ? 'it' : 'each'}: each item, its category and its value, ${why}.`,
      `2. Insure ${one ? 'it' : 'them'} if you wish, for ${String(INSURANCE_PERCENT)}% of the declared value.`,
      paid
        ? '3. Pay what is due: nothing is owed for now.'
        : `3. Pay what is due (the shipping charge, and the insurance if you take it) ${payHowEn(destination, office)}: we hand ${one ? 'the parcel' : 'the parcels'} over once ${one ? 'it is' : 'they are'} paid.`,
    ];
  },
  dueLabel: (one) => (one ? 'Due for this parcel' : 'Due for these parcels'),
  nothingDue: 'Nothing: it is paid',
  dueByMpesa: (usd, rate, kes) => `${usd} (${kes} by M-Pesa, ${NOTICE_RATE_NOTE.en(rate)})`,
  owing: (one, destination, office) =>
    `We hand ${one ? 'the parcel' : 'the parcels'} over once ${one ? 'it is' : 'they are'} paid: pay ${payHowEn(destination, office)} on your dashboard.`,
  parcelLabel: 'Parcel',
  parcel: (p) => `${p.number}, tracking number ${p.trackingNumber} (${p.carrier})`,
  chargeableWeight: 'Chargeable weight',
  shippingCharge: 'Shipping charge',
  withSaving: (charge, saving) => `${charge} (${saving} pre-alert saving taken off)`,
  statusLabel: 'Status',
  button: { received: 'Open your dashboard', owing: 'Pay on your dashboard', see: 'See your parcels' },
};

/** Kifurushi (ki-vi): "kimepokelewa" for one parcel, "vimepokelewa" for several. */
const ki = (one: boolean) => (one ? 'ki' : 'vi');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const listSw = (numbers: readonly string[]) =>
  numbers.length === 1 ? (numbers[0] ?? '') : listNumbers(numbers, 'na', (rest) => `vingine ${rest}`);
/** "Kifurushi chako KP1", "Vifurushi vyako KP1 na KP2": whose parcels, at the head of a sentence. */
const yoursSw = (numbers: readonly string[]) =>
  `${numbers.length === 1 ? 'Kifurushi chako' : 'Vifurushi vyako'} ${listSw(numbers)}`;

/** "the Nairobi pickup point", "the Juba office", as a Kiswahili sentence names a point. */
const pointSw = (name: string) =>
  /office$/i.test(name) ? `ofisi ya ${name.replace(/\s*office$/i, '')}` : `kituo cha kuchukulia cha ${name}`;

const KISWAHILI: NoticeWords = {
  status(status, place, one) {
    const k = capital(ki(one));
    switch (status) {
      case 'received':
        return `${k}mepokelewa katika ghala letu la Delaware`;
      case 'departed':
        return `${k}meondoka Marekani`;
      case 'arrived':
        return `${k}mewasili nchini`;
      case 'ready':
        return `${k}ko tayari kuchukuliwa au kuletwa kwako`;
      case 'delivered':
        return place?.method === 'pickup' ? `${k}mechukuliwa` : `${k}mewasilishwa`;
    }
  },
  numbers: (numbers) => `${numbers.length === 1 ? 'kifurushi' : 'vifurushi'} ${listSw(numbers)}`,
  happened: (statusText, numbers) =>
    `${yoursSw(numbers)} ${statusText.charAt(0).toLowerCase()}${statusText.slice(1)}.`,
  handedOver(numbers, handover, place) {
    const one = numbers.length === 1;
    const what = yoursSw(numbers);
    const who = shortName(handover.collectedBy);
    const when = `tarehe ${formatDateTimeIn(handover.at, NAIROBI_TIME_ZONE, 'sw')} (saa za Nairobi)`;
    switch (place.method) {
      case 'pickup':
        return `${what} ${ki(one)}mechukuliwa na ${who} katika ${pointSw(place.point.name)} ${when}.`;
      case 'door':
        return `${what} ${ki(one)}mekabidhiwa kwa ${who} mlangoni kwako ${when}.`;
      case 'unchosen':
        return `${what} ${ki(one)}mekabidhiwa kwa ${who} ${when}.`;
    }
  },
  next(status, one, destination, departureDay, place) {
    const k = ki(one);
    const K = capital(k);
    switch (status) {
      case 'received':
        return `${K}tasafiri kwa ndege yetu ijayo, ${formatWeekdayDate(departureDay, 'sw')}, isipokuwa kama uliomba tu${k}shikilie ili ${k}safiri pamoja na vifurushi vingine.`;
      case 'departed': {
        const days = transitOf(destination).range.replace(/ business days$/, '');
        return `${K}natarajiwa kufika ${DESTINATION_SW[destination]} baada ya takriban siku ${days} za kazi; tutakuarifu kwa barua pepe ${k}takapotua.`;
      }
      case 'arrived':
        return `${K}napitishwa forodhani sasa; tutakuarifu kwa barua pepe ${k}takapokuwa tayari.`;
      case 'ready':
        if (place === undefined) return LAST_LEG_SW[destination](k);
        if (place.method === 'pickup')
          return `${K}chukue katika ${place.point.name} ukitumia msimbo wa kuchukua ulio hapa chini.`;
        if (place.method === 'door')
          return `Msambazaji wetu atakuletea ${one ? 'kifurushi hiki' : 'vifurushi hivi'} mlangoni kwako.`;
        return `Tuambie kwenye dashibodi yako ${k}pelekwe wapi: mlangoni kwako, au kwenye kituo cha kuchukulia ambako uta${k}chukua.`;
      case 'delivered':
        return 'Asante kwa kusafirisha nasi.';
    }
  },
  receivedSteps(one, paid, destination, office) {
    const k = ki(one);
    const why = DESTINATION_DETAILS[destination].estimatesKenyaTaxes
      ? `ili tukuonyeshe ushuru na kodi zitakazotozwa ${k}kifika`
      : `ili bima yake na forodha ya Juba zijue ${one ? 'kilichomo' : 'vilivyomo'}`;
    return [
      'Hatua zinazofuata, kwenye dashibodi yako:',
      `1. Taja ${one ? 'kilichomo ndani yake' : 'kilichomo katika kila kimoja'}: kila bidhaa, aina yake na thamani yake, ${why}.`,
      `2. ${capital(k)}wekee bima ukipenda, kwa asilimia ${String(INSURANCE_PERCENT)} ya thamani uliyotaja.`,
      paid
        ? '3. Lipa kinachodaiwa: kwa sasa huna deni lolote.'
        : `3. Lipa kinachodaiwa (gharama ya usafirishaji, na bima ukiichukua) ${payHowSw(destination, office)}: tutakukabidhi ${one ? 'kifurushi' : 'vifurushi'} mara ${k}takapolipiwa.`,
    ];
  },
  dueLabel: (one) => (one ? 'Kinachodaiwa kwa kifurushi hiki' : 'Kinachodaiwa kwa vifurushi hivi'),
  nothingDue: 'Hakuna: kila kitu kimelipwa',
  dueByMpesa: (usd, rate, kes) => `${usd} (${kes} kwa M-Pesa, ${NOTICE_RATE_NOTE.sw(rate)})`,
  owing: (one, destination, office) =>
    `Tutakukabidhi ${one ? 'kifurushi' : 'vifurushi'} mara ${ki(one)}takapolipiwa: lipa ${payHowSw(destination, office)} kwenye dashibodi yako.`,
  parcelLabel: 'Kifurushi',
  parcel: (p) => `${p.number}, nambari ya ufuatiliaji ${p.trackingNumber} (${p.carrier})`,
  chargeableWeight: 'Uzito unaotozwa',
  shippingCharge: 'Gharama ya usafirishaji',
  withSaving: (charge, saving) => `${charge} (punguzo la ${saving} kwa kututaarifu mapema limeshatolewa)`,
  statusLabel: 'Hali',
  button: {
    received: 'Fungua dashibodi yako',
    owing: 'Lipa kwenye dashibodi yako',
    see: 'Tazama vifurushi vyako',
  },
};

const DESTINATION_SW: Readonly<Record<Destination, string>> = {
  kenya: 'Kenya',
  'south-sudan': 'Sudan Kusini',
};

/** What happens once a parcel has landed, by destination (DESTINATION_DETAILS' lastLeg), for one or several. */
const LAST_LEG_SW: Readonly<Record<Destination, (k: string) => string>> = {
  kenya: (k) => `Tuta${k}leta mlangoni kwako, au kwenye kituo cha kuchukulia utakachochagua.`,
  'south-sudan': (k) => `Tuta${k}hifadhi katika ofisi yetu ya Juba hadi utakapokuja ku${k}chukua.`,
};

const NOTICE_WORDS: Readonly<Record<Language, NoticeWords>> = { en: ENGLISH, sw: KISWAHILI };

/**
 * What is due, or that nothing is: in dollars and the shillings M-Pesa asks, or in dollars alone for a customer who
 * pays at the Juba office.
 */
function paymentFields(
  words: NoticeWords,
  due: NoticeDue,
  one: boolean,
  destination: Destination,
  language: Language,
): [string, string][] {
  const label = words.dueLabel(one);
  if (due.cents <= 0) return [[label, words.nothingDue]];
  if (DESTINATION_DETAILS[destination].paysAtJubaOffice) return [[label, formatUsd(due.cents)]];
  const kes = formatShillings(shillingsToAsk(due.cents, due.rate), language);
  return [[label, words.dueByMpesa(formatUsd(due.cents), due.rate, kes)]];
}

/** Each parcel in a line: its number, the carrier's tracking number, and at receipt its weight and charge. */
function parcelFields(words: NoticeWords, parcel: Parcel, status: ParcelStatus): [string, string][] {
  const fields: [string, string][] = [[words.parcelLabel, words.parcel(parcel)]];
  if (status !== 'received') return fields;
  const charge =
    parcel.savingCents > 0
      ? words.withSaving(formatUsd(parcel.chargeCents), formatUsd(parcel.savingCents))
      : formatUsd(parcel.chargeCents);
  return [
    ...fields,
    [words.chargeableWeight, `${parcel.weights.chargeableKg.toFixed(2)} kg`],
    [words.shippingCharge, charge],
  ];
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
  const words = NOTICE_WORDS[owner.language];
  const owing = due !== undefined && due.cents > 0;
  const one = parcels.length === 1;
  const numbers = parcels.map((p) => p.number);
  // The last step reads Collected at a pickup point, Delivered at a door.
  const place = collections.get(parcels[0]?.number ?? '')?.place;
  const statusText = words.status(status, place, one);
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
    [words.statusLabel, statusText],
    ...parcels.flatMap((p) => parcelFields(words, p, status)),
    ...collectionFields([...codes.values()], owner.language),
    ...(due === undefined ? [] : paymentFields(words, due, one, owner.destination, owner.language)),
  ];
  const advice = [...codes.values()][0];
  const handedOver = collections.get(parcels[0]?.number ?? '')?.handedOver;
  const next = words.next(
    status,
    one,
    parcels[0]?.destination ?? 'kenya',
    nextDeparture(step.at).departureDate,
    place,
  );
  // The handover's notice says who collected, where and when, when staff wrote it down.
  const opening =
    status === HANDED_OVER && place && handedOver
      ? `${words.handedOver(numbers, handedOver, place)} ${next}`
      : `${words.happened(statusText, numbers)} ${next}`;
  return composeMail(
    owner.email,
    `${statusText}: ${words.numbers(numbers)} | ${ctx.brandName}`,
    [
      {
        paragraphs: [greeting(greetingName(owner.firstName), owner.language), opening],
      },
      {
        fields,
        ...(status === 'received'
          ? {
              paragraphs: words.receivedSteps(
                one,
                due !== undefined && due.cents <= 0,
                owner.destination,
                due?.jubaOffice,
              ),
            }
          : (owing || advice) && {
              paragraphs: [
                ...(advice ? [codeAdvice(advice.place, codes.size, owner.language)] : []),
                ...(owing ? [words.owing(one, owner.destination, due.jubaOffice)] : []),
              ],
            }),
        button: {
          label:
            status === 'received' ? words.button.received : owing ? words.button.owing : words.button.see,
          url: dashboardUrl(ctx.siteUrl),
        },
      },
    ],
    { brand: ctx, language: owner.language },
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
