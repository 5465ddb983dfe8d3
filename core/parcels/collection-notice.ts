import {
  type DeliveryPlace,
  doorLine,
  handoverWord,
  placeOf,
  pointLine,
} from '../delivery/delivery-choice.js';
import type { DeliveryChoiceRepository } from '../delivery/delivery.ports.js';
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

/** Where the parcel is handed over, on one line, as the ready mail and the dashboard say it. */
export function placeText(place: DeliveryPlace): string {
  if (place.method === 'pickup') return `Collect it at ${pointLine(place.point)}`;
  if (place.method === 'door') return `We bring it to your door: ${doorLine(place.address)}`;
  return 'Tell us where it goes: choose door delivery or a pickup point on your dashboard';
}

/** A shipment's handover as a notice tells it: its code, where, and the parcels it hands over. */
export interface Handover {
  place: DeliveryPlace;
  code: string;
  numbers: readonly string[];
}

const placeField = (place: DeliveryPlace): [string, string] => [
  place.method === 'door' ? 'Delivery to' : 'Where',
  placeText(place),
];

/**
 * The ready mail's lines on the handovers: each code (naming its parcels when there are several), and where,
 * once when every handover is at the same place.
 */
export function collectionFields(handovers: readonly Handover[]): [string, string][] {
  const codeField = (h: Handover): [string, string] => [
    'Collection code',
    handovers.length > 1 ? `${h.code}, for ${h.numbers.join(', ')}` : h.code,
  ];
  const places = new Set(handovers.map((h) => placeText(h.place)));
  const [first] = handovers;
  if (places.size === 1 && first) return [...handovers.map(codeField), placeField(first.place)];
  return handovers.flatMap((h) => [codeField(h), placeField(h.place)]);
}

/** What to do with the code (each shipment's own, when it has several). */
export const codeAdvice = (place: DeliveryPlace, codes = 1): string => {
  const code = codes > 1 ? 'each parcel’s collection code' : 'the collection code';
  return place.method === 'door'
    ? `Give ${code} to our rider when they hand it to you: we hand a parcel over only against its code.`
    : `Show ${code} when you collect (whoever collects for you needs it too): we hand a parcel over only against its code.`;
};
