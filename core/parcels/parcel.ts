import type { Destination } from '../pricing/destinations.js';
import type { Cents } from '../shared/money.js';

/** A parcel's way from the warehouse to its owner; it only ever moves forward along this list. */
export const PARCEL_STATUSES = ['received', 'departed', 'arrived', 'ready', 'delivered'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];
/** The step that hands a parcel to its owner: taken only once its charge is paid, or by staff with a reason. */
export const HANDED_OVER = 'delivered' satisfies ParcelStatus;

/** What each status tells a customer; a Juba parcel is ready for pickup, a Kenya one out for delivery. */
export const STATUS_TEXT: Readonly<Record<ParcelStatus, string>> = {
  received: 'Received at our Delaware warehouse',
  departed: 'Departed the USA',
  arrived: 'Arrived at destination',
  ready: 'Ready for pickup or delivery',
  delivered: 'Delivered',
};

/** True when `next` comes later than `current`: statuses move forward only. */
export const movesForward = (current: ParcelStatus, next: ParcelStatus): boolean =>
  PARCEL_STATUSES.indexOf(next) > PARCEL_STATUSES.indexOf(current);

/**
 * True from the parcel's departure from the warehouse to its handover: on its way, where its destination may no
 * longer change.
 */
export const leftTheWarehouse = (parcel: Pick<Parcel, 'status'>): boolean =>
  parcel.status !== 'received' && parcel.status !== HANDED_OVER;

export interface ParcelEvent {
  status: ParcelStatus;
  at: Date;
  /** Why staff took the step, when they said (a parcel released unpaid must say); shown to staff only. */
  reason?: string;
}

interface ParcelWeights {
  actualKg: number;
  volumetricKg: number;
  chargeableKg: number;
}

interface ParcelDimensions {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/**
 * A parcel received at the warehouse for an account, or unclaimed: its label named no account we know, so it has
 * no owner, destination or price (all null, and the charges 0) until staff assign it (assign-parcel.use-case.ts).
 */
export interface Parcel {
  /** Ours, printed on the label: KP and digits. */
  number: string;
  accountId: string | null;
  userId: string | null;
  /** The carrier's number that brought it to the warehouse (normalised: capitals, no spaces). */
  trackingNumber: string;
  carrier: string;
  description: string | null;
  valueCents: Cents | null;
  destination: Destination | null;
  /** When staff assigned it to its account, having received it unclaimed; null otherwise. */
  assignedAt: Date | null;
  weights: ParcelWeights;
  dimensions: ParcelDimensions;
  /** The tariff's price on the chargeable weight, before the pre-alert saving. */
  freightCents: Cents;
  savingCents: Cents;
  chargeCents: Cents;
  status: ParcelStatus;
  /** Oldest first; the first is `received`. */
  events: ParcelEvent[];
  /** The request to travel with other parcels that holds it (shipment.ts), while it is open or once packed. */
  shipRequestId: string | null;
  /** The box it was packed into with other parcels: its steps after receipt are the box's. */
  shipmentNumber: string | null;
}

/** A parcel with its owner: every parcel but an unclaimed one. */
export type ClaimedParcel = Parcel & { accountId: string; userId: string; destination: Destination };

/** True when the parcel has an owner: an unclaimed one waits at the warehouse for staff to assign it. */
export const isClaimed = (parcel: Parcel): parcel is ClaimedParcel =>
  parcel.userId !== null && parcel.accountId !== null && parcel.destination !== null;

/** Why an unclaimed parcel does not move: the same words for a single move and a status file's line. */
export const UNCLAIMED_TEXT = 'This parcel is unclaimed: assign it to its account before it moves on.';
