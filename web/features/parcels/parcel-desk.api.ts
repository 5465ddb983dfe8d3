import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  type DeskPageResponse,
  assignParcelEndpoint,
  moveParcelsEndpoint,
  searchParcelsEndpoint,
  unclaimedParcelsEndpoint,
} from '../../../core/parcels/api/parcel-desk.endpoints.js';
import type { ParcelStatus } from '../../../core/parcels/parcel.js';
import type { BulkStatus } from '../../../core/parcels/parcel-desk.js';
import { callApi } from '../../site/fetch-json.js';

/**
 * The desk's search: a page at a time, each key the path, the search, the desk's `version` (it grows with each
 * change the desk makes, so the list reads again) and the cursor the page before gave.
 */
export const useDeskSearch = (q: string, status: ParcelStatus | '', version: number) =>
  useSWRInfinite(
    (index, previous: DeskPageResponse | null) =>
      index === 0 || previous?.nextCursor
        ? [searchParcelsEndpoint.path, q, status, version, index === 0 ? '' : (previous?.nextCursor ?? '')]
        : null,
    ([, text, state, , cursor]: [string, string, ParcelStatus | '', number, string]) =>
      callApi(searchParcelsEndpoint, {
        query: {
          ...(text !== '' && { q: text }),
          ...(state !== '' && { status: state }),
          ...(cursor !== '' && { cursor }),
        },
      }),
    { revalidateFirstPage: false },
  );

export const useUnclaimed = (version: number) =>
  useSWR([unclaimedParcelsEndpoint.path, version], () => callApi(unclaimedParcelsEndpoint));

export const assignParcel = (number: string, accountId: string) =>
  callApi(assignParcelEndpoint, { params: { number }, body: { accountId } });

export const moveParcels = (numbers: readonly string[], status: BulkStatus) =>
  callApi(moveParcelsEndpoint, { body: { numbers: [...numbers], status } });
