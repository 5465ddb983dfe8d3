import type { Cents } from '../shared/money.js';
import type { StorageTerms } from '../shared/storage-terms.js';
import type { Parcel, ParcelEvent, ParcelStatus } from './parcel.js';
import type { PreAlert, PreAlertPage } from './pre-alert.js';

export interface PreAlertRepository {
  /** Adds it unless this customer has already pre-alerted the tracking number. */
  addIfNew(alert: PreAlert): Promise<'added' | 'duplicate'>;
  /** A page of a customer's pre-alerts, newest first (see listedBefore); the first PRE_ALERT_PAGE_SIZE by default. */
  listFor(userId: string, page?: PreAlertPage): Promise<PreAlert[]>;
  /** How many of a customer's pre-alerts no parcel has matched yet. */
  countOpen(userId: string): Promise<number>;
  /** This customer's pre-alert of the tracking number that no parcel has matched yet. */
  findOpen(userId: string, trackingNumber: string): Promise<PreAlert | undefined>;
  markFulfilled(id: string, parcelNumber: string): Promise<void>;
  /** Removes this customer's pre-alert while no parcel has matched it; says which it was. */
  removeOpen(id: string, userId: string): Promise<'removed' | 'fulfilled' | 'not-found'>;
}

export interface ParcelRepository {
  /** The next parcel number, KP followed by digits; never handed out twice. */
  nextNumber(): Promise<string>;
  /** Adds it unless a parcel with its tracking number was received already. */
  addIfNew(parcel: Parcel): Promise<'added' | 'duplicate'>;
  /**
   * By our parcel number or else the carrier's tracking number (normalised): the number comes first, so a
   * tracking number that looks like another parcel's number never hides that parcel.
   */
  find(reference: string): Promise<Parcel | undefined>;
  /** By our parcel number only. */
  findByNumber(number: string): Promise<Parcel | undefined>;
  /** A customer's parcels, newest first. */
  listFor(userId: string): Promise<Parcel[]>;
  /**
   * Records the event, which makes its status the parcel's, when it moves the parcel forward of every step it has
   * reached; two moves of one parcel at once are decided one after the other, so the later sees the earlier.
   */
  moveTo(number: string, event: ParcelEvent): Promise<'moved' | 'not-forward'>;
  /**
   * A status file's moves, in line order (a parcel may move twice): each that moves its parcel forward becomes
   * an event dated `at`, and the events recorded go to `onMoved` in batches, in line order, each awaited (the
   * caller queues their notices in the same transaction); every other move goes to `onRefused` with why, in line
   * order. A move to HANDED_OVER (parcel-charge.ts) of a parcel whose charge is still owed in the ledger is
   * refused with what it owes (release on payment; a file states no reason), and its parcel stays where it was.
   * Answers how many moved. Set-wise: nothing grows with the file.
   */
  moveAll(
    moves: AsyncIterable<readonly StatusMove[]>,
    at: Date,
    onRefused: (move: StatusMove, refusal: MoveRefusal) => void,
    onMoved: (moved: readonly MovedParcel[]) => Promise<void>,
  ): Promise<number>;
}

/** An event a move recorded, with its parcel's owner's address as the account has it (null: no such account). */
export interface MovedParcel {
  number: string;
  ownerEmail: string | null;
  event: ParcelEvent;
}

/** A line of a status file that asks for a move: the parcel's number or else its tracking number (normalised). */
export interface StatusMove {
  line: number;
  reference: string;
  status: ParcelStatus;
}

/**
 * Why a move was refused: no such parcel, not forward of the status the parcel had reached by then, or a hand-over
 * of a parcel whose charge is still owed (with what it owes).
 */
export type MoveRefusal =
  { kind: 'unknown' } | { kind: 'not-forward'; reached: ParcelStatus } | { kind: 'unpaid'; owedCents: Cents };

/** The daily storage fees of parcels past their free days (storage-fees.ts), in the ledger. */
export interface StorageFeeRepository {
  /**
   * Posts every storage fee due up to and including `through` (YYYY-MM-DD, the warehouse's calendar) that is not
   * posted yet, for every parcel (a day missed is caught up, a parcel that left is charged up to its departure);
   * answers how many it posted. Each fee is keyed by parcel and day, so however often it runs, and on however
   * many instances at once, a day of a parcel is charged once. Set-wise: no round trip per parcel or day.
   */
  postThrough(through: string, terms: StorageTerms, at: Date): Promise<number>;
  /** Claims the daily run of `day` for this process: false when another run has claimed it (once for all instances). */
  claimRun(day: string, at: Date): Promise<boolean>;
  /** The storage charged so far to each of an account's parcels that has any (a reversed fee counts nothing). */
  feesByParcel(userId: string): Promise<Map<string, Cents>>;
}

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    preAlerts: PreAlertRepository;
    parcels: ParcelRepository;
    storageFees: StorageFeeRepository;
  }
}
