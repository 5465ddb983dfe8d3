import type { Parcel, ParcelEvent } from './parcel.js';
import type { PreAlert } from './pre-alert.js';

export interface PreAlertRepository {
  /** Adds it unless this customer has already pre-alerted the tracking number. */
  addIfNew(alert: PreAlert): Promise<'added' | 'duplicate'>;
  /** A customer's pre-alerts, newest first. */
  listFor(userId: string): Promise<PreAlert[]>;
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
  /** By our parcel number or the carrier's tracking number (normalised). */
  find(reference: string): Promise<Parcel | undefined>;
  /** The parcels these references name (each a parcel number or a tracking number); unknown ones are left out. */
  findMany(references: readonly string[]): Promise<Parcel[]>;
  /** A customer's parcels, newest first. */
  listFor(userId: string): Promise<Parcel[]>;
  /** Records the event and makes its status the parcel's. */
  moveTo(number: string, event: ParcelEvent): Promise<void>;
  /** The same for many, in order (a parcel may move twice). */
  moveMany(moves: readonly { number: string; event: ParcelEvent }[]): Promise<void>;
}

declare module '../unit-of-work.ports.js' {
  interface TransactionalPorts {
    preAlerts: PreAlertRepository;
    parcels: ParcelRepository;
  }
}
