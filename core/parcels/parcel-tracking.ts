import type { Parcel, ParcelEvent, ParcelStatus } from './parcel.js';
import type { ParcelRepository } from './parcels.ports.js';
import { SHIPMENT_NUMBER } from './parcels.schema.js';
import { sortedByNumber } from './shipment.js';
import { normaliseTrackingNumber } from './track-page.js';

/**
 * What anyone with a parcel's, a box's or a tracking number may know: where it is and since when, and the box it
 * travels in with the box's parcels by number; nothing about whose.
 */
export interface PublicTracking {
  number: string;
  status: ParcelStatus;
  events: ParcelEvent[];
  box: { number: string; parcels: string[] } | null;
}

/** A parcel's tracking; `box` is its box's parcels when it is packed in one (a box's steps are its parcels'). */
export const publicTracking = (parcel: Parcel, box: readonly Parcel[] = []): PublicTracking => ({
  number: parcel.number,
  status: parcel.status,
  events: parcel.events,
  box:
    parcel.shipmentNumber === null
      ? null
      : { number: parcel.shipmentNumber, parcels: sortedByNumber([...box]).map((p) => p.number) },
});

/** A box's tracking by its number (KS…): its parcels' steps, which are the box's; undefined for an empty box. */
export function boxTracking(shipmentNumber: string, parcels: readonly Parcel[]): PublicTracking | undefined {
  const [first] = sortedByNumber([...parcels]);
  return first && { ...publicTracking(first, parcels), number: shipmentNumber };
}

/**
 * What a tracking reference names: a box by its number (KS…), else a parcel by ours or the carrier's number; with
 * the parcel whose handover words the last step (a box's first).
 */
export async function findTracking(
  parcels: ParcelRepository,
  reference: string,
): Promise<{ tracking: PublicTracking; parcel: Parcel } | undefined> {
  const normalised = normaliseTrackingNumber(reference);
  if (SHIPMENT_NUMBER.test(normalised)) {
    const packed = await parcels.inShipment(normalised);
    const tracking = boxTracking(normalised, packed);
    const [first] = sortedByNumber(packed);
    return tracking && first && { tracking, parcel: first };
  }
  const parcel = await parcels.find(normalised);
  if (!parcel) return undefined;
  const box = parcel.shipmentNumber === null ? [] : await parcels.inShipment(parcel.shipmentNumber);
  return { tracking: publicTracking(parcel, box), parcel };
}
