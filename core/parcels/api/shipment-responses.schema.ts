import * as z from 'zod/mini';
import { SHIP_REQUEST_STATUSES, type ShipRequest, type Shipment } from '../shipment.js';

export const shipRequestResponseSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  status: z.enum(SHIP_REQUEST_STATUSES),
  parcels: z.array(z.string()),
  createdAt: z.iso.datetime(),
  closedAt: z.nullable(z.iso.datetime()),
  /** The box it was packed into, once packed. */
  shipmentNumber: z.nullable(z.string()),
});

/** A packed box: its weights, its one charge, and what the parcels would have cost one by one (cents). */
export const shipmentResponseSchema = z.object({
  number: z.string(),
  parcels: z.array(z.string()),
  actualKg: z.number(),
  volumetricKg: z.number(),
  chargeableKg: z.number(),
  lengthCm: z.number(),
  widthCm: z.number(),
  heightCm: z.number(),
  freightCents: z.number(),
  preAlertSavingCents: z.number(),
  chargeCents: z.number(),
  separateCents: z.number(),
  /** What travelling together saved: the parcels' own charges less the box's (never below zero). */
  savedCents: z.number(),
  packedAt: z.iso.datetime(),
});

export const shipRequestListResponseSchema = z.object({
  requests: z.array(shipRequestResponseSchema),
  shipments: z.array(shipmentResponseSchema),
});

export const waitingRequestsResponseSchema = z.object({ requests: z.array(shipRequestResponseSchema) });

export type ShipRequestResponse = z.infer<typeof shipRequestResponseSchema>;
export type ShipmentResponse = z.infer<typeof shipmentResponseSchema>;

export const shipRequestResponse = (r: ShipRequest): ShipRequestResponse => ({
  id: r.id,
  accountId: r.accountId,
  status: r.status,
  parcels: r.parcels,
  createdAt: r.createdAt.toISOString(),
  closedAt: r.closedAt?.toISOString() ?? null,
  shipmentNumber: r.shipmentNumber,
});

export const shipmentResponse = (s: Shipment): ShipmentResponse => ({
  number: s.number,
  parcels: s.parcels,
  actualKg: s.weights.actualKg,
  volumetricKg: s.weights.volumetricKg,
  chargeableKg: s.weights.chargeableKg,
  lengthCm: s.dimensions.lengthCm,
  widthCm: s.dimensions.widthCm,
  heightCm: s.dimensions.heightCm,
  freightCents: s.freightCents,
  preAlertSavingCents: s.savingCents,
  chargeCents: s.chargeCents,
  separateCents: s.separateCents,
  savedCents: Math.max(0, s.separateCents - s.chargeCents),
  packedAt: s.packedAt.toISOString(),
});
