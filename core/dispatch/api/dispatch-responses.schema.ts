import * as z from 'zod/mini';
import type { DoorAddress } from '../../delivery/delivery-choice.js';
import { KENYA_COUNTIES } from '../../delivery/kenya-counties.js';
import { type DispatchList, type DispatchStop, FAILURE_REASONS, type Rider } from '../dispatch.js';
import type { RunSheet } from '../view-dispatch.use-case.js';
import type { DoorDelivery } from '../view-door-deliveries.use-case.js';

const pointSchema = z.object({ id: z.string(), name: z.string(), address: z.string(), hours: z.string() });
const addressSchema = z.object({
  county: z.enum(KENYA_COUNTIES),
  town: z.string(),
  street: z.string(),
  landmark: z.nullable(z.string()),
  phone: z.string(),
});

const stopSchema = z.object({
  reference: z.string(),
  accountId: z.string(),
  ownerName: z.string(),
  parcels: z.array(z.string()),
  pieces: z.number(),
  readyAt: z.string(),
  /** What is still owed before handover, in cents. */
  dueCents: z.number(),
  riderId: z.nullable(z.string()),
  /** Failed door deliveries so far; the third sends it to a pickup point. */
  failures: z.number(),
});
const doorStopSchema = z.extend(stopSchema, { address: addressSchema });

export const riderResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  active: z.boolean(),
});
export const ridersResponseSchema = z.object({ riders: z.array(riderResponseSchema) });

export const dispatchListResponseSchema = z.object({
  day: z.string(),
  points: z.array(
    z.object({
      point: pointSchema,
      waiting: z.number(),
      oldestReadyAt: z.string(),
      stops: z.array(stopSchema),
    }),
  ),
  counties: z.array(
    z.object({
      county: z.enum(KENYA_COUNTIES),
      towns: z.array(z.object({ town: z.string(), stops: z.array(doorStopSchema) })),
    }),
  ),
  /** Ready, with no delivery choice made yet. */
  unchosen: z.array(stopSchema),
  riders: z.array(riderResponseSchema),
});
export type DispatchListResponse = z.infer<typeof dispatchListResponseSchema>;

export const runSheetResponseSchema = z.object({
  rider: riderResponseSchema,
  day: z.string(),
  stops: z.array(doorStopSchema),
});
export type RunSheetResponse = z.infer<typeof runSheetResponseSchema>;

export const assignResponseSchema = z.object({ rider: riderResponseSchema, references: z.array(z.string()) });

export const failureResponseSchema = z.object({
  reference: z.string(),
  attempts: z.number(),
  /** The day it is on the list again; null once moved to a pickup point. */
  backOn: z.nullable(z.string()),
  movedTo: z.nullable(pointSchema),
});

export const riderResponse = (r: Rider) => ({ id: r.id, name: r.name, phone: r.phone, active: r.active });

const stopResponse = (s: DispatchStop) => ({
  reference: s.reference,
  accountId: s.accountId,
  ownerName: s.ownerName,
  parcels: s.parcels,
  pieces: s.pieces,
  readyAt: s.readyAt.toISOString(),
  dueCents: s.dueCents,
  riderId: s.riderId,
  failures: s.failures,
});
const doorStopResponse = (s: DispatchStop & { address: DoorAddress }) => ({
  ...stopResponse(s),
  address: s.address,
});

export const dispatchListResponse = (list: DispatchList, riders: readonly Rider[]): DispatchListResponse => ({
  day: list.day,
  points: list.points.map((g) => ({
    point: g.point,
    waiting: g.waiting,
    oldestReadyAt: g.oldestReadyAt.toISOString(),
    stops: g.stops.map(stopResponse),
  })),
  counties: list.counties.map((c) => ({
    county: c.county,
    towns: c.towns.map((t) => ({ town: t.town, stops: t.stops.map(doorStopResponse) })),
  })),
  unchosen: list.unchosen.map(stopResponse),
  riders: riders.map(riderResponse),
});

export const runSheetResponse = (sheet: RunSheet): RunSheetResponse => ({
  rider: riderResponse(sheet.rider),
  day: sheet.day,
  stops: sheet.stops.map(doorStopResponse),
});

const doorDeliverySchema = z.object({
  reference: z.string(),
  parcels: z.array(z.string()),
  address: addressSchema,
  /** Failed tries so far; the third moves it to a pickup point. */
  attempts: z.number(),
  lastFailure: z.nullable(z.object({ day: z.string(), reason: z.enum(FAILURE_REASONS) })),
  state: z.enum(['waiting', 'assigned', 'failed', 'moved']),
  /** assigned: the day the rider comes (Nairobi's calendar). */
  day: z.nullable(z.string()),
  /** assigned: who comes, and their phone. */
  rider: z.nullable(z.object({ name: z.string(), phone: z.string() })),
  /** failed: the day of the next try. */
  nextTry: z.nullable(z.string()),
  /** moved: the pickup point it waits at. */
  point: z.nullable(pointSchema),
});
export const doorDeliveriesResponseSchema = z.object({ deliveries: z.array(doorDeliverySchema) });
export type DoorDeliveriesResponse = z.infer<typeof doorDeliveriesResponseSchema>;

export const doorDeliveriesResponse = (deliveries: readonly DoorDelivery[]): DoorDeliveriesResponse => ({
  deliveries: deliveries.map((d) => ({
    reference: d.reference,
    parcels: d.parcels,
    address: d.address,
    attempts: d.attempts,
    lastFailure: d.lastFailure,
    state: d.state,
    day: d.state === 'assigned' ? d.day : null,
    rider: d.state === 'assigned' ? d.rider : null,
    nextTry: d.state === 'failed' ? d.nextTry : null,
    point:
      d.state === 'moved'
        ? { id: d.point.id, name: d.point.name, address: d.point.address, hours: d.point.hours }
        : null,
  })),
});
