import type { Parcel, ParcelEvent, ParcelStatus } from './parcel.js';

/** What anyone with a parcel or tracking number may know: where it is and since when, nothing about whose. */
export interface PublicTracking {
  number: string;
  status: ParcelStatus;
  events: ParcelEvent[];
}

export const publicTracking = (parcel: Parcel): PublicTracking => ({
  number: parcel.number,
  status: parcel.status,
  events: parcel.events,
});
