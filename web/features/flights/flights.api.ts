import useSWR from 'swr';
import {
  arriveFlightEndpoint,
  clearFlightEndpoint,
  closeFlightEndpoint,
  createFlightEndpoint,
  departFlightEndpoint,
  getFlightEndpoint,
  listFlightsEndpoint,
  loadShipmentEndpoint,
  rescheduleFlightEndpoint,
  unloadShipmentEndpoint,
} from '../../../core/flights/api/flights.endpoints.js';
import type { FlightStep } from '../../../core/flights/flight.js';
import type { CreateFlightInput, RescheduleFlightInput } from '../../../core/flights/flights.schema.js';
import { callApi } from '../../site/fetch-json.js';

const iso = (d: Date | undefined) => d?.toISOString();

/** The newest flights. */
export const useFlights = () => useSWR(listFlightsEndpoint.path, () => callApi(listFlightsEndpoint));

/** One flight with its shipments and totals; nothing while none is chosen. */
export const useFlight = (id: string | undefined) =>
  useSWR(id === undefined ? null : `${listFlightsEndpoint.path}/${id}`, () =>
    callApi(getFlightEndpoint, { params: { id: id ?? '' } }),
  );

export const createFlight = (input: CreateFlightInput) =>
  callApi(createFlightEndpoint, {
    body: { ...input, etd: input.etd.toISOString(), eta: input.eta.toISOString() },
  });

export const rescheduleFlight = (id: string, input: RescheduleFlightInput) =>
  callApi(rescheduleFlightEndpoint, {
    params: { id },
    body: {
      ...(input.etd && { etd: iso(input.etd) }),
      ...(input.eta && { eta: iso(input.eta) }),
      ...(input.reason && { reason: input.reason }),
    },
  });

const STEP_ENDPOINTS = {
  close: closeFlightEndpoint,
  depart: departFlightEndpoint,
  arrive: arriveFlightEndpoint,
  clear: clearFlightEndpoint,
} as const;

export const takeFlightStep = (id: string, step: FlightStep) =>
  callApi(STEP_ENDPOINTS[step], { params: { id }, body: {} });

export const loadShipment = (id: string, reference: string) =>
  callApi(loadShipmentEndpoint, { params: { id }, body: { reference } });

export const unloadShipment = (id: string, reference: string) =>
  callApi(unloadShipmentEndpoint, { params: { id, reference } });
