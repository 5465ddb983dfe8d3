import useSWR from 'swr';
import {
  createPreAlertEndpoint,
  deletePreAlertEndpoint,
  listParcelsEndpoint,
  listPreAlertsEndpoint,
} from '../../core/parcels/parcels.endpoints.js';
import type { PreAlertInput } from '../../core/parcels/parcels.schema.js';
import { callApi } from './fetch-json.js';

/** The signed-in customer's pre-alerts and parcels, asked of the API (never part of a prerendered page). */
export const usePreAlerts = () => useSWR(listPreAlertsEndpoint.path, () => callApi(listPreAlertsEndpoint));
export const useParcels = () => useSWR(listParcelsEndpoint.path, () => callApi(listParcelsEndpoint));

export const createPreAlert = (input: PreAlertInput) => callApi(createPreAlertEndpoint, { body: input });
export const deletePreAlert = (id: string) => callApi(deletePreAlertEndpoint, { params: { id } });
