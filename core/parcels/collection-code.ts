import type { ClaimedParcel, Parcel } from './parcel.js';
import type { CollectionCodeRepository } from './parcels.ports.js';

/**
 * The six-digit code a shipment's owner is sent when it becomes ready, shown when it is handed over: one per
 * shipment (a box's parcels share their box's, a parcel on its own has its own). It is shown to its owner only,
 * on the dashboard and in the ready mail, and never logged.
 */
export interface CollectionCode {
  /** The box's number, or the parcel's when it travels on its own. */
  shipment: string;
  userId: string;
  code: string;
  issuedAt: Date;
  /** Wrong codes given since the last lock (or since it was issued). */
  wrongTries: number;
  /** Refused, right code or not, until then, after too many wrong ones. */
  lockedUntil: Date | null;
}

/** Wrong codes in a row that lock a code, and for how long. */
export const MAX_WRONG_CODES = 5;
export const CODE_LOCK_MS = 60 * 60_000;

/** What a handover is checked against: the box's code, or the parcel's own. */
export const shipmentOf = (parcel: Pick<Parcel, 'number' | 'shipmentNumber'>): string =>
  parcel.shipmentNumber ?? parcel.number;

/** Six digits from the platform's cryptographic source, each of the million codes alike. */
export function newCollectionCode(): string {
  const LIMIT = 4_294_000_000; // the largest multiple of a million below 2^32: no code more likely than another
  const draw = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    const value = draw[0] ?? LIMIT;
    if (value < LIMIT) return String(value % 1_000_000).padStart(6, '0');
  }
}

/** The shipment's code, issued now if it has none yet (the step to ready, or its first showing after a status file). */
export const issueCode = (
  codes: CollectionCodeRepository,
  parcel: Pick<ClaimedParcel, 'number' | 'shipmentNumber' | 'userId'>,
  at: Date,
): Promise<CollectionCode> =>
  codes.issue({
    shipment: shipmentOf(parcel),
    userId: parcel.userId,
    code: newCollectionCode(),
    issuedAt: at,
    wrongTries: 0,
    lockedUntil: null,
  });
