import type { Destination } from '../pricing/destinations.js';
import type { Cents } from '../shared/money.js';

/** A flight's way: loaded while planned, closed when loading is finished, then flown, landed and cleared. */
export const FLIGHT_STATES = ['planned', 'closed', 'departed', 'arrived', 'cleared'] as const;
export type FlightState = (typeof FLIGHT_STATES)[number];

/** The airports a flight lands at: Nairobi for Kenya, Juba for South Sudan. */
export const FLIGHT_DESTINATIONS = ['NBO', 'JUB'] as const;
export type FlightDestination = (typeof FLIGHT_DESTINATIONS)[number];

/** The airport an account's parcels land at, by the account's destination. */
export const AIRPORT_OF: Readonly<Record<Destination, FlightDestination>> = {
  kenya: 'NBO',
  'south-sudan': 'JUB',
};

/** A consolidation's flight: the carrier's flight, its master air waybill, its schedule and what happened. */
export interface Flight {
  id: string;
  /** The carrier's: ET509, KQ003. */
  flightNumber: string;
  /** The master air waybill: 706-12345675. */
  mawb: string;
  /** The warehouse's airport (IATA). */
  origin: string;
  destination: FlightDestination;
  /** Scheduled departure and arrival. */
  etd: Date;
  eta: Date;
  /** Actual departure and arrival; null until they happen. */
  atd: Date | null;
  ata: Date | null;
  /** When loading was finished; null while planned. */
  closedAt: Date | null;
  /** When customs released the consolidation; null until then. */
  clearedAt: Date | null;
  state: FlightState;
  createdAt: Date;
}

/** A change of a flight's schedule by staff, kept: the times before and after, and why when they said. */
export interface Reschedule {
  flightId: string;
  at: Date;
  previousEtd: Date;
  previousEta: Date;
  etd: Date;
  eta: Date;
  reason: string | null;
}

/** A shipment loaded on a flight, as its totals and the manifest read it: a box (KS…) or a lone parcel (KP…). */
export interface FlightShipment {
  reference: string;
  kind: 'box' | 'parcel';
  ownerId: string;
  /** The parcels it holds, in number order (a lone parcel: itself). */
  parcels: string[];
  actualKg: number;
  chargeableKg: number;
  /** What its parcels' declared contents are worth together (0 while none is declared). */
  declaredValueCents: Cents;
  /** Its parcels whose contents are not declared, in number order (read with the cargo, not from every parcel's contents). */
  undeclared: string[];
  loadedAt: Date;
}

/** What a flight carries, together. Each shipment is one piece: a box or a parcel flies as one package. */
export interface FlightTotals {
  shipments: number;
  parcels: number;
  pieces: number;
  actualKg: number;
  chargeableKg: number;
  declaredValueCents: Cents;
}

const kilograms = (kg: number) => Math.round(kg * 100) / 100;

export function totalsOf(shipments: readonly FlightShipment[]): FlightTotals {
  return {
    shipments: shipments.length,
    parcels: shipments.reduce((sum, s) => sum + s.parcels.length, 0),
    pieces: shipments.length,
    actualKg: kilograms(shipments.reduce((sum, s) => sum + s.actualKg, 0)),
    chargeableKg: kilograms(shipments.reduce((sum, s) => sum + s.chargeableKg, 0)),
    declaredValueCents: shipments.reduce((sum, s) => sum + s.declaredValueCents, 0),
  };
}

/** A carrier's flight number: its two-character code (letters or digits), then 1 to 4 digits. */
export const FLIGHT_NUMBER = /^[A-Z0-9]{2}\d{1,4}$/;

/** The flight number as kept: capitals, no spaces (`et 509` is ET509). */
export const normaliseFlightNumber = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** A MAWB's form: the airline's three-digit prefix, a hyphen, eight digits. */
export const MAWB_FORM = /^\d{3}-\d{8}$/;

/**
 * Judges a MAWB: its form, then its check digit (the eighth of the serial is the first seven, as a number, mod 7):
 * `706-12345675` is right (1234567 mod 7 = 5).
 */
export function mawbProblem(mawb: string): 'form' | 'check-digit' | undefined {
  if (!MAWB_FORM.test(mawb)) return 'form';
  const serial = mawb.slice(4);
  const expected = Number(serial.slice(0, 7)) % 7;
  return Number(serial.slice(7)) === expected ? undefined : 'check-digit';
}

/** The check digit a MAWB's serial should end with: the first seven digits as a number, mod 7. */
export const mawbCheckDigit = (serial7: string): number => Number(serial7) % 7;

/** What staff do to a flight, each taking it to the next state. */
export const FLIGHT_STEPS = ['close', 'depart', 'arrive', 'clear'] as const;
export type FlightStep = (typeof FLIGHT_STEPS)[number];

/** The state each step takes a flight to, and the states it may be taken from. */
const STEP_RULES: Readonly<Record<FlightStep, { to: FlightState; from: readonly FlightState[] }>> = {
  close: { to: 'closed', from: ['planned'] },
  // A flight departs once closed; one that departs while still planned is closed as it leaves.
  depart: { to: 'departed', from: ['planned', 'closed'] },
  arrive: { to: 'arrived', from: ['departed'] },
  clear: { to: 'cleared', from: ['arrived'] },
};

/** The state the step takes the flight to, or undefined when the flight is not in a state it is taken from. */
export const stepTo = (state: FlightState, step: FlightStep): FlightState | undefined =>
  STEP_RULES[step].from.includes(state) ? STEP_RULES[step].to : undefined;

/** The flight once the step is taken at `at`: its state and the time the step records. */
export function takeStep(flight: Flight, step: FlightStep, at: Date): Flight | undefined {
  const to = stepTo(flight.state, step);
  if (to === undefined) return undefined;
  switch (step) {
    case 'close':
      return { ...flight, state: to, closedAt: at };
    case 'depart':
      return { ...flight, state: to, closedAt: flight.closedAt ?? at, atd: at };
    case 'arrive':
      return { ...flight, state: to, ata: at };
    case 'clear':
      return { ...flight, state: to, clearedAt: at };
  }
}

/** A change of the ETA by this much or more is news to every customer on the flight; a smaller one is not. */
export const ETA_NEWS_MS = 60 * 60 * 1000;

/** True when moving the ETA from `before` to `after` is to be told (by an hour or more, either way). */
export const etaChangeIsNews = (before: Date, after: Date): boolean =>
  Math.abs(after.getTime() - before.getTime()) >= ETA_NEWS_MS;

/** The clock of each airport a flight may touch: times are shown in the airport's own zone. */
const AIRPORT_ZONES: Readonly<Record<string, string>> = {
  NBO: 'Africa/Nairobi',
  JUB: 'Africa/Juba',
  ILG: 'America/New_York',
  PHL: 'America/New_York',
  JFK: 'America/New_York',
  EWR: 'America/New_York',
  IAD: 'America/New_York',
  BWI: 'America/New_York',
};

/** The airport's time zone (UTC for one this list does not know). */
export const zoneOfAirport = (code: string): string => AIRPORT_ZONES[code] ?? 'UTC';
