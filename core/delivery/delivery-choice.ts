import { DEFAULT_LANGUAGE, type Language } from '../shared/language.js';
import type { Destination } from '../pricing/destinations.js';
import type { PickupPoint, PickupPoints } from '../shared/pickup-points.js';
import type { KenyaCounty } from './kenya-counties.js';

/** Where in Kenya a parcel is brought to the door. */
export interface DoorAddress {
  county: KenyaCounty;
  town: string;
  /** The street or building. */
  street: string;
  landmark: string | null;
  /** The number the rider calls: +254 or +211 and nine digits. */
  phone: string;
}

export const DELIVERY_METHODS = ['door', 'pickup'] as const;

/** An account's choice of how its parcels reach it: a door in Kenya, or a pickup point by its id. */
export type DeliveryChoice = ({ method: 'door' } & DoorAddress) | { method: 'pickup'; point: string };

/** A choice as it was made: each is kept, so a parcel that left keeps the choice it left with. */
export interface SavedDeliveryChoice {
  userId: string;
  choice: DeliveryChoice;
  chosenAt: Date;
}

/** The points an account of the destination may collect from: the Juba office alone for South Sudan. */
export const pointsOnOffer = (destination: Destination, points: PickupPoints): readonly PickupPoint[] =>
  destination === 'south-sudan' ? [points.juba] : points.kenya;

/** Door-to-door is Kenya's service; South Sudan is pickup only. */
export const doorOffered = (destination: Destination): boolean => destination === 'kenya';

/** Where a parcel goes, told in full: a door's address, a point with its address and hours, or not chosen yet. */
export type DeliveryPlace =
  | { method: 'door'; address: DoorAddress }
  | { method: 'pickup'; point: PickupPoint }
  | { method: 'unchosen' };

/**
 * Where an account's parcels go by its choice: South Sudan's always to the Juba office; Kenya's by the choice,
 * or not chosen yet (also when the point chosen is no longer on offer).
 */
export function placeOf(
  destination: Destination,
  choice: DeliveryChoice | undefined,
  points: PickupPoints,
): DeliveryPlace {
  if (destination === 'south-sudan') return { method: 'pickup', point: points.juba };
  if (choice?.method === 'door') {
    const { county, town, street, landmark, phone } = choice;
    return { method: 'door', address: { county, town, street, landmark, phone } };
  }
  const point = choice && points.kenya.find((p) => p.id === choice.point);
  return point ? { method: 'pickup', point } : { method: 'unchosen' };
}

/** The choice in force at `at`: the last made by then, or else the first made after (a parcel that left unchosen). */
export function choiceAt(
  history: readonly SavedDeliveryChoice[],
  at: Date | undefined,
): DeliveryChoice | undefined {
  const before = at === undefined ? history : history.filter((saved) => saved.chosenAt <= at);
  return (before.at(-1) ?? history[0])?.choice;
}

/**
 * The address on one line: "Plot 12, Ngong Road (opposite the church), Kilimani, Nairobi County" ("…, Kilimani,
 * Kaunti ya Nairobi" in a Kiswahili notice). What the customer typed stays as typed.
 */
export const doorLine = (a: DoorAddress, language: Language = DEFAULT_LANGUAGE): string =>
  `${a.street}${a.landmark ? ` (${a.landmark})` : ''}, ${a.town}, ${language === 'sw' ? `Kaunti ya ${a.county}` : `${a.county} County`}`;

/**
 * A point on one line: "Nairobi: Example House, Moi Avenue (open Mon–Fri 8:00–18:00)"; its address and hours are
 * configuration, written once, so a Kiswahili notice shows them as configured.
 */
export const pointLine = (p: PickupPoint, language: Language = DEFAULT_LANGUAGE): string =>
  `${p.name}: ${p.address} (${language === 'sw' ? 'hufunguliwa' : 'open'} ${p.hours})`;

/** The last step of a parcel's way, by where it goes: collected at a point, delivered to a door. */
export const handoverWord = (place: DeliveryPlace): 'Collected' | 'Delivered' =>
  place.method === 'pickup' ? 'Collected' : 'Delivered';
