import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  addParcelPhotosEndpoint,
  createPreAlertEndpoint,
  declareContentsEndpoint,
  deletePreAlertEndpoint,
  insureParcelEndpoint,
  listParcelsEndpoint,
  listPreAlertsEndpoint,
  moveParcelEndpoint,
  receiveParcelEndpoint,
  removeParcelPhotoEndpoint,
  trackParcelEndpoint,
  trackingKey,
} from '../../../core/parcels/api/parcels.endpoints.js';
import type {
  PreAlertListResponse,
  TrackingResponse,
} from '../../../core/parcels/api/parcel-responses.schema.js';
import type { ParcelStatus } from '../../../core/parcels/parcel.js';
import type { PreAlertInput, ReceiveParcelInput } from '../../../core/parcels/parcels.schema.js';
import type { DeclareContents } from '../../../core/parcels/contents.schema.js';
import { ApiError, callApi } from '../../site/fetch-json.js';
import { useShowsMoney } from '../../site/money-refresh.js';

/** The signed-in customer's pre-alerts and parcels, asked of the API (never part of a prerendered page). */
export const usePreAlerts = () =>
  // A page at a time: each key is the path and the cursor the page before gave (none for the first).
  useSWRInfinite(
    (index, previous: PreAlertListResponse | null) =>
      index === 0
        ? [listPreAlertsEndpoint.path, '']
        : previous?.nextCursor
          ? [listPreAlertsEndpoint.path, previous.nextCursor]
          : null,
    ([, cursor]: [string, string]) =>
      callApi(listPreAlertsEndpoint, cursor === '' ? {} : { query: { cursor } }),
    // Showing older ones need not read the first page again.
    { revalidateFirstPage: false },
  );
/** The customer's parcels and boxes: they show what is due, so every change of money revalidates them. */
export function useParcels() {
  const parcels = useSWR(listParcelsEndpoint.path, () => callApi(listParcelsEndpoint));
  useShowsMoney(parcels.mutate);
  return parcels;
}

export const createPreAlert = (input: PreAlertInput) => callApi(createPreAlertEndpoint, { body: input });
export const deletePreAlert = (id: string) => callApi(deletePreAlertEndpoint, { params: { id } });

/** A parcel's public steps, or null when no parcel has the reference (yet). */
export async function fetchTracking(reference: string): Promise<TrackingResponse | null> {
  try {
    return await callApi(trackParcelEndpoint, { params: { reference } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useTracking = (reference: string | undefined) =>
  useSWR(reference === undefined ? null : trackingKey(reference), () =>
    reference === undefined ? null : fetchTracking(reference),
  );

export const receiveParcel = (input: ReceiveParcelInput) => callApi(receiveParcelEndpoint, { body: input });
/**
 * A step forward; a handover with the owner's collection code, or a reason (both may be left out otherwise), and
 * who collected it: a name, the ID's last four digits and a signature's PNG as a data: URL.
 */
export const moveParcel = (
  reference: string,
  status: ParcelStatus,
  handover: {
    code?: string;
    reason?: string;
    collectedBy?: string;
    idLast4?: string;
    signature?: string;
  } = {},
) => callApi(moveParcelEndpoint, { params: { reference }, body: { status, ...handover } });

export const declareContents = (number: string, input: DeclareContents) =>
  callApi(declareContentsEndpoint, { params: { number }, body: input });
export const insureParcel = (number: string) => callApi(insureParcelEndpoint, { params: { number } });
/** Photos taken at the desk, each sent as the camera gave it (the server keeps them without metadata). */
export const addParcelPhotos = (number: string, photos: readonly File[]) =>
  callApi(addParcelPhotosEndpoint, { params: { number }, body: photos });
/** Staff remove a wrong photo: its place is free again. */
export const removeParcelPhoto = (number: string, photoId: string) =>
  callApi(removeParcelPhotoEndpoint, { params: { number, photoId } });
