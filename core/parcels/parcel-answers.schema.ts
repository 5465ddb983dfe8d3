import * as z from 'zod/mini';
import { DESTINATIONS } from '../pricing/destinations.js';
import { type Cents, centsToDollars } from '../shared/money.js';
import { PARCEL_STATUSES, type Parcel } from './parcel.js';
import { howToPay } from './parcel-charge.js';
import type { PublicTracking } from './parcel-tracking.js';
import type { PreAlert } from './pre-alert.js';
import { freeUntil } from './storage-fees.js';
import type { StorageTerms } from '../shared/storage-terms.js';

const eventAnswer = z.object({ status: z.enum(PARCEL_STATUSES), at: z.iso.datetime() });
/** Staff also read why a step was taken, when it was said (a parcel released unpaid). */
const staffEventAnswer = z.object({ ...eventAnswer.shape, reason: z.nullable(z.string()) });

export const trackingAnswerSchema = z.object({
  number: z.string(),
  status: z.enum(PARCEL_STATUSES),
  events: z.array(eventAnswer),
});

export const parcelAnswerSchema = z.object({
  ...trackingAnswerSchema.shape,
  accountId: z.string(),
  trackingNumber: z.string(),
  carrier: z.string(),
  description: z.nullable(z.string()),
  /** US dollars, as the customer declared it. */
  value: z.nullable(z.number()),
  destination: z.enum(DESTINATIONS),
  weights: z.object({ actualKg: z.number(), volumetricKg: z.number(), chargeableKg: z.number() }),
  dimensions: z.object({ lengthCm: z.number(), widthCm: z.number(), heightCm: z.number() }),
  /** US dollars: the tariff on the chargeable weight, the pre-alert saving, and what is owed. */
  freight: z.number(),
  preAlertSaving: z.number(),
  charge: z.number(),
  /** US dollars still owed for this parcel: it is handed over once nothing is. */
  due: z.number(),
  /** How to pay what is due, with the address; null when nothing is. */
  howToPay: z.nullable(z.string()),
  /**
   * The last day it is stored free (the warehouse's calendar: received on day D, free through D + the free days);
   * each day after, while it is at the warehouse, costs `storageFeePerDay`. Null only without a receipt.
   */
  freeStorageUntil: z.nullable(z.iso.date()),
  /** US dollars a day of storage costs after the free days. */
  storageFeePerDay: z.number(),
  /** US dollars of storage charged to it so far. */
  storageFees: z.number(),
});

/** The parcel as staff see it: each step with the reason given for it. */
export const staffParcelAnswerSchema = z.object({
  ...parcelAnswerSchema.shape,
  events: z.array(staffEventAnswer),
});

export const parcelListAnswerSchema = z.object({ parcels: z.array(parcelAnswerSchema) });

export const preAlertAnswerSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  description: z.string(),
  value: z.number(),
  createdAt: z.iso.datetime(),
  /** The parcel it was matched to when it arrived; null while on its way. */
  parcelNumber: z.nullable(z.string()),
});

export const preAlertListAnswerSchema = z.object({
  preAlerts: z.array(preAlertAnswerSchema),
  nextCursor: z.nullable(z.string()),
});

export type ParcelAnswer = z.infer<typeof parcelAnswerSchema>;
type StaffParcelAnswer = z.infer<typeof staffParcelAnswerSchema>;
export type PreAlertAnswer = z.infer<typeof preAlertAnswerSchema>;
export type PreAlertListAnswer = z.infer<typeof preAlertListAnswerSchema>;
export type TrackingAnswer = z.infer<typeof trackingAnswerSchema>;

const eventsAnswer = (tracking: PublicTracking) =>
  tracking.events.map((e) => ({ status: e.status, at: e.at.toISOString() }));

export const trackingAnswer = (tracking: PublicTracking): TrackingAnswer => ({
  number: tracking.number,
  status: tracking.status,
  events: eventsAnswer(tracking),
});

/**
 * What is still owed for the parcel (parcel-charge.ts), the site whose dashboard takes the payment, the storage
 * terms and the storage charged to it so far.
 */
export interface ParcelDue {
  dueCents: Cents;
  siteUrl: string;
  storageTerms: StorageTerms;
  storageFeesCents: Cents;
}

export const parcelAnswer = (
  p: Parcel,
  { dueCents, siteUrl, storageTerms, storageFeesCents }: ParcelDue,
): ParcelAnswer => ({
  ...trackingAnswer(p),
  accountId: p.accountId,
  trackingNumber: p.trackingNumber,
  carrier: p.carrier,
  description: p.description,
  value: p.valueCents === null ? null : centsToDollars(p.valueCents),
  destination: p.destination,
  weights: p.weights,
  dimensions: p.dimensions,
  freight: centsToDollars(p.freightCents),
  preAlertSaving: centsToDollars(p.savingCents),
  charge: centsToDollars(p.chargeCents),
  due: centsToDollars(dueCents),
  howToPay: dueCents > 0 ? howToPay(siteUrl) : null,
  freeStorageUntil: freeUntil(p, storageTerms) ?? null,
  storageFeePerDay: centsToDollars(storageTerms.feeCentsPerDay),
  storageFees: centsToDollars(storageFeesCents),
});

export const staffParcelAnswer = (p: Parcel, due: ParcelDue): StaffParcelAnswer => ({
  ...parcelAnswer(p, due),
  events: p.events.map((e) => ({ status: e.status, at: e.at.toISOString(), reason: e.reason ?? null })),
});

export const preAlertAnswer = (a: PreAlert): PreAlertAnswer => ({
  id: a.id,
  carrier: a.carrier,
  trackingNumber: a.trackingNumber,
  description: a.description,
  value: centsToDollars(a.valueCents),
  createdAt: a.createdAt.toISOString(),
  parcelNumber: a.parcelNumber,
});
