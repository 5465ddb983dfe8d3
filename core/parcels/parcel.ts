import type { Destination } from '../pricing/destinations.js';
import type { Cents } from '../shared/money.js';

/** A parcel's way from the warehouse to its owner; it only ever moves forward along this list. */
export const PARCEL_STATUSES = ['received', 'departed', 'arrived', 'ready', 'delivered'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

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

/** A parcel received at the warehouse for an account. */
export interface Parcel {
  /** Ours, printed on the label: KP and digits. */
  number: string;
  accountId: string;
  userId: string;
  /** The carrier's number that brought it to the warehouse (normalised: capitals, no spaces). */
  trackingNumber: string;
  carrier: string;
  description: string | null;
  valueCents: Cents | null;
  destination: Destination;
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
