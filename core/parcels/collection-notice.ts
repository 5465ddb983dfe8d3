import {
  type DeliveryPlace,
  doorLine,
  handoverWord,
  placeOf,
  pointLine,
} from '../delivery/delivery-choice.js';
import type { DeliveryChoiceRepository } from '../delivery/delivery.ports.js';
import { DEFAULT_LANGUAGE, type Language } from '../shared/language.js';
import type { PickupPoints } from '../shared/pickup-points.js';
import { type CollectionCode, issueCode } from './collection-code.js';
import { type ClaimedParcel, type Parcel, isClaimed } from './parcel.js';
import type { CollectionCodeRepository } from './parcels.ports.js';

/** When the parcel left the warehouse: its first step after receipt (undefined while it waits there). */
export const leftAt = (parcel: Pick<Parcel, 'events'>): Date | undefined =>
  parcel.events.find((event) => event.status !== 'received')?.at;

/**
 * Where the parcel goes: by the owner's choice in force when it left the warehouse (a later change does not move
 * it), or by the latest while it waits there.
 */
export async function placeOfParcel(
  choices: DeliveryChoiceRepository,
  parcel: ClaimedParcel,
  points: PickupPoints,
): Promise<DeliveryPlace> {
  const [choice] = await choices.inForceAt(parcel.userId, [leftAt(parcel)]);
  return placeOf(parcel.destination, choice, points);
}

/** The last step's word for the parcel: Collected at a pickup point, Delivered at a door (or while unclaimed). */
export async function lastStepOf(
  choices: DeliveryChoiceRepository,
  parcel: Parcel,
  points: PickupPoints,
): Promise<'Collected' | 'Delivered'> {
  return isClaimed(parcel) ? handoverWord(await placeOfParcel(choices, parcel, points)) : 'Delivered';
}

/** A ready parcel's code: the one issued when it became ready, or issued now dated then (after a status file). */
export function readyCode(codes: CollectionCodeRepository, parcel: ClaimedParcel): Promise<CollectionCode> {
  const readyAt = (parcel.events.find((event) => event.status === 'ready') ?? parcel.events.at(-1))?.at;
  if (readyAt === undefined) throw new Error(`parcel ${parcel.number} has no steps`);
  return issueCode(codes, parcel, readyAt);
}

/** Where the parcel is handed over, on one line, as the ready mail and the dashboard say it (in English). */
export function placeText(place: DeliveryPlace, language: Language = DEFAULT_LANGUAGE): string {
  return PLACE_WORDS[language](place);
}

const PLACE_WORDS: Readonly<Record<Language, (place: DeliveryPlace) => string>> = {
  en: (place) => {
    if (place.method === 'pickup') return `Collect it at ${pointLine(place.point)}`;
    if (place.method === 'door') return `We bring it to your door: ${doorLine(place.address)}`;
    return 'Tell us where it goes: choose door delivery or a pickup point on your dashboard';
  },
  sw: (place) => {
    if (place.method === 'pickup') return `Chukua katika ${pointLine(place.point, 'sw')}`;
    if (place.method === 'door') return `Tutakuletea mlangoni kwako: ${doorLine(place.address, 'sw')}`;
    return 'Tuambie kipelekwe wapi: chagua kuletewa mlangoni au kituo cha kuchukulia kwenye dashibodi yako';
  },
};

/** A shipment's handover as a notice tells it: its code, where, and the parcels it hands over. */
export interface Handover {
  place: DeliveryPlace;
  code: string;
  numbers: readonly string[];
}

/** The words of a notice's lines on the handovers, and of what to do with the code, in each language. */
const HANDOVER_WORDS = {
  en: {
    code: 'Collection code',
    codeFor: (code: string, numbers: string) => `${code}, for ${numbers}`,
    where: (place: DeliveryPlace) => (place.method === 'door' ? 'Delivery to' : 'Where'),
    advice: (place: DeliveryPlace, codes: number) => {
      const code = codes > 1 ? 'each parcel’s collection code' : 'the collection code';
      return place.method === 'door'
        ? `Give ${code} to our rider when they hand it to you: we hand a parcel over only against its code.`
        : `Show ${code} when you collect (whoever collects for you needs it too): we hand a parcel over only against its code.`;
    },
  },
  sw: {
    code: 'Msimbo wa kuchukua',
    codeFor: (code: string, numbers: string) => `${code}, wa ${numbers}`,
    where: (place: DeliveryPlace) => (place.method === 'door' ? 'Anwani ya kuletewa' : 'Mahali'),
    advice: (place: DeliveryPlace, codes: number) => {
      const code = codes > 1 ? 'msimbo wa kuchukua wa kila kifurushi' : 'msimbo wa kuchukua';
      return place.method === 'door'
        ? `Mpe msambazaji wetu ${code} atakapokukabidhi mzigo: hatukabidhi kifurushi bila msimbo wake.`
        : `Onyesha ${code} unapokuja kuchukua (hata atakayekuchukulia atauhitaji): hatukabidhi kifurushi bila msimbo wake.`;
    },
  },
} as const;

/**
 * The ready mail's lines on the handovers: each code (naming its parcels when there are several), and where,
 * once when every handover is at the same place.
 */
export function collectionFields(
  handovers: readonly Handover[],
  language: Language = DEFAULT_LANGUAGE,
): [string, string][] {
  const words = HANDOVER_WORDS[language];
  const codeField = (h: Handover): [string, string] => [
    words.code,
    handovers.length > 1 ? words.codeFor(h.code, h.numbers.join(', ')) : h.code,
  ];
  const placeField = (place: DeliveryPlace): [string, string] => [
    words.where(place),
    placeText(place, language),
  ];
  const places = new Set(handovers.map((h) => placeText(h.place)));
  const [first] = handovers;
  if (places.size === 1 && first) return [...handovers.map(codeField), placeField(first.place)];
  return handovers.flatMap((h) => [codeField(h), placeField(h.place)]);
}

/** What to do with the code (each shipment's own, when it has several). */
export const codeAdvice = (place: DeliveryPlace, codes = 1, language: Language = DEFAULT_LANGUAGE): string =>
  HANDOVER_WORDS[language].advice(place, codes);
