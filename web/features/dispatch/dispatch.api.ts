import useSWR from 'swr';
import {
  addRiderEndpoint,
  assignRiderEndpoint,
  deactivateRiderEndpoint,
  dispatchListEndpoint,
  doorDeliveriesEndpoint,
  recordFailureEndpoint,
  runSheetDataEndpoint,
} from '../../../core/dispatch/api/dispatch.endpoints.js';
import type { FailureReason } from '../../../core/dispatch/dispatch.js';
import type { DispatchQuery } from '../../../core/dispatch/dispatch.schema.js';
import { callApi } from '../../site/fetch-json.js';

/** The day's list with the riders; `date` empty: today in Nairobi. */
export const useDispatchList = (query: DispatchQuery) =>
  useSWR([dispatchListEndpoint.path, query.date ?? '', query.county ?? '', query.point ?? ''], () =>
    callApi(dispatchListEndpoint, { query }),
  );

export const addRider = (name: string, phone: string) => callApi(addRiderEndpoint, { body: { name, phone } });

export const deactivateRider = (riderId: string) => callApi(deactivateRiderEndpoint, { params: { riderId } });

export const assignRider = (riderId: string, day: string, references: string[]) =>
  callApi(assignRiderEndpoint, { body: { riderId, day, references } });

export const recordFailure = (reference: string, day: string, reason: FailureReason) =>
  callApi(recordFailureEndpoint, { body: { reference, day, reason } });

/** A rider's stops of the day, for the printable page. */
export const useRunSheet = (riderId: string, date: string) =>
  useSWR(riderId === '' ? null : [runSheetDataEndpoint.path, riderId, date], () =>
    callApi(runSheetDataEndpoint, { params: { riderId }, query: date === '' ? {} : { date } }),
  );

/** The signed-in customer's shipments on their way to the door. */
export const useDoorDeliveries = () =>
  useSWR(doorDeliveriesEndpoint.path, () => callApi(doorDeliveriesEndpoint));
