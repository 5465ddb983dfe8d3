import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { FlightListResponse } from '../../../core/flights/api/flight-responses.schema.js';
import {
  arriveFlightEndpoint,
  clearFlightEndpoint,
  closeFlightEndpoint,
  createFlightEndpoint,
  departFlightEndpoint,
  getFlightEndpoint,
  importAssessmentEndpoint,
  listFlightsEndpoint,
  loadShipmentEndpoint,
  rescheduleFlightEndpoint,
  unloadShipmentEndpoint,
} from '../../../core/flights/api/flights.endpoints.js';
import type { FlightStep } from '../../../core/flights/flight.js';
import { callApi } from '../../site/fetch-json.js';

/** The flights, newest first, a page at a time: each key the path, the page's `version` and the cursor. */
export const useFlights = (version: number) =>
  useSWRInfinite(
    (index, previous: FlightListResponse | null) =>
      index === 0 || previous?.nextCursor
        ? [listFlightsEndpoint.path, version, index === 0 ? '' : (previous?.nextCursor ?? '')]
        : null,
    ([, , cursor]: [string, number, string]) =>
      callApi(listFlightsEndpoint, { query: cursor === '' ? {} : { cursor } }),
    { revalidateFirstPage: false },
  );

/** One flight with its shipments and totals. */
export const useFlight = (id: string) =>
  useSWR([getFlightEndpoint.path, id], () => callApi(getFlightEndpoint, { params: { id } }));

export interface PlannedFlight {
  flightNumber: string;
  mawb: string;
  destination: 'NBO' | 'JUB';
  etd: string;
  eta: string;
}

export const planFlight = (flight: PlannedFlight) => callApi(createFlightEndpoint, { body: flight });

const STEP_ENDPOINTS = {
  close: closeFlightEndpoint,
  depart: departFlightEndpoint,
  arrive: arriveFlightEndpoint,
  clear: clearFlightEndpoint,
} as const;

/** A step of the flight's (`at`: when it happened; now when left out). */
export const takeFlightStep = (id: string, step: FlightStep, at?: string) =>
  callApi(STEP_ENDPOINTS[step], { params: { id }, body: at === undefined ? {} : { at } });

export const loadShipment = (id: string, reference: string) =>
  callApi(loadShipmentEndpoint, { params: { id }, body: { reference } });

export const unloadShipment = (id: string, reference: string) =>
  callApi(unloadShipmentEndpoint, { params: { id, reference } });

export const rescheduleFlight = (id: string, change: { etd?: string; eta?: string; reason?: string }) =>
  callApi(rescheduleFlightEndpoint, { params: { id }, body: change });

/** The clearing agent's assessment file, sent as its text. */
export const importAssessment = (id: string, text: string) =>
  callApi(importAssessmentEndpoint, { params: { id }, body: text });
