import { addDays } from 'date-fns';
import { type LedgerEntry, newLedgerEntry } from '../ledger/ledger-entry.js';
import { PARCEL_SOURCES } from './parcel-ledger-sources.js';
import { isoDateIn } from '../shared/calendar.js';
import type { StorageTerms } from '../shared/storage-terms.js';
import type { Parcel } from './parcel.js';

/**
 * The storage calendar: a storage day is a UTC day, whoever runs the job and wherever the server is. The
 * warehouse's working hours in Delaware (8:00 to 19:00 New York time) fall within one UTC date, so a parcel's
 * receipt day is the day staff received it, and a date a customer or staff reads (the receipt's, plus the free
 * days) is the date the ledger counts from, with no zone to convert.
 */
export const WAREHOUSE_TIME_ZONE = 'UTC';

/** The warehouse's date (YYYY-MM-DD) at an instant. */
export const warehouseDay = (at: Date): string => isoDateIn(at, WAREHOUSE_TIME_ZONE);

/** The calendar date `days` after a YYYY-MM-DD date. */
export const daysAfter = (day: string, days: number): string =>
  addDays(new Date(`${day}T00:00:00Z`), days)
    .toISOString()
    .slice(0, 10);

/**
 * The day a parcel's storage counts from, by the warehouse's calendar: the day it was received (its first event),
 * or for one received unclaimed the day staff assigned it. An unclaimed parcel accrues no storage: no account owns
 * it, and its owner is never charged for days before they could know of it.
 */
const receiptDay = (parcel: Pick<Parcel, 'events' | 'userId' | 'assignedAt'>): string | undefined => {
  const received = parcel.events.find((e) => e.status === 'received');
  if (received === undefined || parcel.userId === null) return undefined;
  const day = warehouseDay(received.at);
  const assigned = parcel.assignedAt && warehouseDay(parcel.assignedAt);
  return assigned && assigned > day ? assigned : day;
};

/** The day it left the warehouse (its first step past receipt, which may skip "departed"), if it has. */
const departureDay = (parcel: Pick<Parcel, 'events'>): string | undefined => {
  const left = parcel.events.find((e) => e.status !== 'received');
  return left && warehouseDay(left.at);
};

/**
 * The last free day: received on day D, the days D+1 … D+freeDays are free (the day of receipt costs nothing
 * either), and D+freeDays+1 is the first day charged.
 */
export function freeUntil(
  parcel: Pick<Parcel, 'events' | 'userId' | 'assignedAt'>,
  terms: StorageTerms,
): string | undefined {
  const received = receiptDay(parcel);
  return received && daysAfter(received, terms.freeDays);
}

/**
 * The days a parcel is charged storage for, up to and including `through` (YYYY-MM-DD): each day after its free
 * days while it is at the warehouse. The day it leaves is not charged, as the day it came is not, so a parcel that
 * departed stops accruing at its departure. Oldest first.
 */
export function storageFeeDays(
  parcel: Pick<Parcel, 'events' | 'userId' | 'assignedAt'>,
  terms: StorageTerms,
  through: string,
): string[] {
  const lastFree = freeUntil(parcel, terms);
  if (lastFree === undefined || terms.feeCentsPerDay <= 0) return [];
  const departed = departureDay(parcel);
  const lastCharged =
    departed === undefined || daysAfter(departed, -1) > through ? through : daysAfter(departed, -1);
  const days: string[] = [];
  for (let day = daysAfter(lastFree, 1); day <= lastCharged; day = daysAfter(day, 1)) days.push(day);
  return days;
}

/** What the statement says of one day's storage. */
export const storageFeeDescription = (parcelNumber: string, day: string): string =>
  `Storage for parcel ${parcelNumber} on ${day}`;

/**
 * The ledger entry `id` of one day's storage of a parcel: keyed by parcel and day, so each day is charged once.
 */
export function storageFeeEntry(
  id: string,
  parcel: { number: string; userId: string },
  day: string,
  terms: StorageTerms,
  at: Date,
): LedgerEntry {
  return newLedgerEntry(
    {
      id,
      userId: parcel.userId,
      kind: 'charge',
      amountCents: terms.feeCentsPerDay,
      source: PARCEL_SOURCES.storageFee(parcel.number, day),
      description: storageFeeDescription(parcel.number, day),
      subject: parcel.number,
    },
    at,
  );
}
