import type { DeliveryChoice, DeliveryPlace, DoorAddress } from '../delivery/delivery-choice.js';
import { placeOf } from '../delivery/delivery-choice.js';
import type { KenyaCounty } from '../delivery/kenya-counties.js';
import type { Destination } from '../pricing/destinations.js';
import type { Cents } from '../shared/money.js';
import type { PickupPoint, PickupPoints } from '../shared/pickup-points.js';

/** A rider who takes door deliveries: kept when deactivated, so past run sheets still name them. */
export interface Rider {
  id: string;
  name: string;
  /** +254 or +211 and nine digits, as a door's phone. */
  phone: string;
  active: boolean;
  createdAt: Date;
}

/** A door delivery given to a rider for one day (Nairobi's calendar, YYYY-MM-DD). */
export interface Assignment {
  reference: string;
  day: string;
  riderId: string;
  assignedAt: Date;
  assignedBy: string;
}

export const FAILURE_REASONS = ['no-one-home', 'wrong-address', 'refused'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** What a customer and staff read for each reason. */
export const FAILURE_REASON_TEXT: Readonly<Record<FailureReason, string>> = {
  'no-one-home': 'no one was home',
  'wrong-address': 'the address was wrong',
  refused: 'the delivery was refused',
};

/** A door delivery that did not happen, kept as recorded. */
export interface FailedDelivery {
  id: string;
  reference: string;
  day: string;
  reason: FailureReason;
  riderId: string | null;
  at: Date;
  staffUserId: string;
}

/** The third failure sends a shipment to the nearest pickup point instead of another try at the door. */
export const MAX_DOOR_ATTEMPTS = 3;

/**
 * A shipment waiting for handover, as the list's one query reads it: a box (KS…) or a parcel on its own (KP…)
 * whose parcels are ready, with its owner, the delivery choice in force when it left, and the day's dispatch.
 */
export interface ReadyShipment {
  reference: string;
  userId: string;
  accountId: string;
  ownerName: string;
  email: string;
  destination: Destination;
  /** Its parcels' numbers, in number order; a lone parcel's own. */
  parcels: string[];
  /** A box's number, for the parcels area's due; null for a parcel on its own. */
  shipmentNumber: string | null;
  /** When it became ready: it has waited since. */
  readyAt: Date;
  choice: DeliveryChoice | undefined;
  /** Its rider on the day asked, if assigned. */
  riderId: string | null;
  failures: number;
}

/** Where a ready shipment goes: its choice's place, or the nearest point once the door failed three times. */
export function dispatchPlace(shipment: ReadyShipment, points: PickupPoints): DeliveryPlace {
  const place = placeOf(shipment.destination, shipment.choice, points);
  if (place.method === 'door' && shipment.failures >= MAX_DOOR_ATTEMPTS)
    return { method: 'pickup', point: nearestPoint(place.address.county, points) };
  return place;
}

/** The city each county's customers are nearest to, of the four the FAQ names (pickup point ids). */
const NEAREST_CITY: Readonly<Record<KenyaCounty, 'nairobi' | 'mombasa' | 'kisumu' | 'eldoret'>> = {
  Mombasa: 'mombasa',
  Kwale: 'mombasa',
  Kilifi: 'mombasa',
  'Tana River': 'mombasa',
  Lamu: 'mombasa',
  'Taita-Taveta': 'mombasa',
  Garissa: 'nairobi',
  Wajir: 'nairobi',
  Mandera: 'nairobi',
  Marsabit: 'nairobi',
  Isiolo: 'nairobi',
  Meru: 'nairobi',
  'Tharaka-Nithi': 'nairobi',
  Embu: 'nairobi',
  Kitui: 'nairobi',
  Machakos: 'nairobi',
  Makueni: 'nairobi',
  Nyandarua: 'nairobi',
  Nyeri: 'nairobi',
  Kirinyaga: 'nairobi',
  "Murang'a": 'nairobi',
  Kiambu: 'nairobi',
  Turkana: 'eldoret',
  'West Pokot': 'eldoret',
  Samburu: 'eldoret',
  'Trans Nzoia': 'eldoret',
  'Uasin Gishu': 'eldoret',
  'Elgeyo-Marakwet': 'eldoret',
  Nandi: 'eldoret',
  Baringo: 'eldoret',
  Laikipia: 'nairobi',
  Nakuru: 'nairobi',
  Narok: 'nairobi',
  Kajiado: 'nairobi',
  Kericho: 'kisumu',
  Bomet: 'kisumu',
  Kakamega: 'kisumu',
  Vihiga: 'kisumu',
  Bungoma: 'eldoret',
  Busia: 'kisumu',
  Siaya: 'kisumu',
  Kisumu: 'kisumu',
  'Homa Bay': 'kisumu',
  Migori: 'kisumu',
  Kisii: 'kisumu',
  Nyamira: 'kisumu',
  Nairobi: 'nairobi',
};

/**
 * The point nearest the county: its city's point where one is configured under that id, else the first of
 * Kenya's points (a deployment with other points still sends the parcel somewhere staff hand over).
 */
export function nearestPoint(county: KenyaCounty, points: PickupPoints): PickupPoint {
  const city = NEAREST_CITY[county];
  return points.kenya.find((p) => p.id === city) ?? points.kenya[0] ?? points.juba;
}

/** A ready shipment with where it goes and what is due: one line of the list. */
export interface DispatchStop {
  reference: string;
  userId: string;
  accountId: string;
  ownerName: string;
  email: string;
  parcels: string[];
  pieces: number;
  readyAt: Date;
  place: DeliveryPlace;
  /** What is still owed before handover, by the parcels area's own rule. */
  dueCents: Cents;
  riderId: string | null;
  failures: number;
}

/** Shipments waiting at one pickup point: how many, and since when the oldest waits. */
interface PointGroup {
  point: PickupPoint;
  waiting: number;
  oldestReadyAt: Date;
  stops: DispatchStop[];
}

/** Door deliveries of one town of one county, in reference order. */
interface TownGroup {
  town: string;
  stops: (DispatchStop & { address: DoorAddress })[];
}

interface CountyGroup {
  county: KenyaCounty;
  towns: TownGroup[];
}

/** The day's list: pickup points by name, counties and towns by name; ready shipments with no choice apart. */
export interface DispatchList {
  day: string;
  points: PointGroup[];
  counties: CountyGroup[];
  unchosen: DispatchStop[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/** The list's groups: each point with its count and oldest wait, each county's towns with their doors. */
export function groupStops(day: string, stops: readonly DispatchStop[]): DispatchList {
  const points = new Map<string, PointGroup>();
  const counties = new Map<KenyaCounty, Map<string, TownGroup>>();
  const unchosen: DispatchStop[] = [];
  for (const stop of stops) {
    const { place } = stop;
    if (place.method === 'pickup') {
      const group = points.get(place.point.id);
      if (group) {
        group.waiting += 1;
        if (stop.readyAt < group.oldestReadyAt) group.oldestReadyAt = stop.readyAt;
        group.stops.push(stop);
      } else
        points.set(place.point.id, {
          point: place.point,
          waiting: 1,
          oldestReadyAt: stop.readyAt,
          stops: [stop],
        });
    } else if (place.method === 'door') {
      const { county, town } = place.address;
      const towns = counties.get(county) ?? new Map<string, TownGroup>();
      counties.set(county, towns);
      const group = towns.get(town) ?? { town, stops: [] };
      towns.set(town, group);
      group.stops.push({ ...stop, address: place.address });
    } else unchosen.push(stop);
  }
  return {
    day,
    points: [...points.values()].sort((a, b) => byName(a.point.name, b.point.name)),
    counties: [...counties]
      .sort(([a], [b]) => byName(a, b))
      .map(([county, towns]) => ({
        county,
        towns: [...towns.values()].sort((a, b) => byName(a.town, b.town)),
      })),
    unchosen,
  };
}

/** A rider's stops of a day in the order ridden: by county, then town, then reference. */
export const runOrder = <T extends { reference: string; address: DoorAddress }>(stops: readonly T[]): T[] =>
  [...stops].sort(
    (a, b) =>
      byName(a.address.county, b.address.county) ||
      byName(a.address.town, b.address.town) ||
      byName(a.reference, b.reference),
  );

/** The day after a YYYY-MM-DD day: where a failed delivery comes back. */
export function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
