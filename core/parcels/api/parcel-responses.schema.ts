import * as z from 'zod/mini';
import { DESTINATIONS } from '../../pricing/destinations.js';
import { centsToDollars } from '../../shared/money.js';
import { PARCEL_STATUSES, type Parcel } from '../parcel.js';
import { howToPay } from '../parcel-charge.js';
import { CUSTOMS_CATEGORY_KEYS } from '../../customs/customs-rates.js';
import {
  type ParcelContents,
  declaredValueCents,
  estimatedTaxes,
  estimatesKenyaTaxes,
} from '../parcel-contents.js';
import type { PublicTracking } from '../parcel-tracking.js';
import type { PreAlert } from '../pre-alert.js';
import { freeUntil } from '../storage-fees.js';
import { type ParcelPhoto, type PhotoSize, photoUrl } from '../parcel-photo.js';
import { type DeliveryPlace, handoverWord } from '../../delivery/delivery-choice.js';
import { placeText } from '../collection-notice.js';
import type { BoxView } from '../shipment.js';
import type { ParcelView } from '../view-parcels.use-case.js';
import type { ParcelEta } from '../parcel-eta.js';
import { type ParcelHandover, shortName, signatureUrl } from '../parcel-handover.js';

/** What the last step reads: Collected at a pickup point, Delivered at a door. */
const HANDOVER_WORDS = ['Collected', 'Delivered'] as const;
type HandoverWord = (typeof HANDOVER_WORDS)[number];

const photoSizeResponse = z.object({ url: z.string(), width: z.number(), height: z.number() });
/** A photo taken on arrival: where each size is served (to the owner and staff only). */
const photoResponseSchema = z.object({
  id: z.string(),
  takenAt: z.iso.datetime(),
  small: photoSizeResponse,
  large: photoSizeResponse,
});
export type PhotoResponse = z.infer<typeof photoResponseSchema>;

const sizeResponse = (photo: ParcelPhoto, size: PhotoSize) => ({
  url: photoUrl(photo, size),
  width: photo.sizes[size].width,
  height: photo.sizes[size].height,
});

const photoResponse = (photo: ParcelPhoto): PhotoResponse => ({
  id: photo.id,
  takenAt: photo.createdAt.toISOString(),
  small: sizeResponse(photo, 'small'),
  large: sizeResponse(photo, 'large'),
});

const eventResponse = z.object({ status: z.enum(PARCEL_STATUSES), at: z.iso.datetime() });
/** Staff also read why a step was taken, when it was said (a parcel released unpaid). */
const staffEventResponse = z.object({ ...eventResponse.shape, reason: z.nullable(z.string()) });

/** A parcel's or a box's steps, as anyone with its number may read them. */
const stepsResponseSchema = z.object({
  number: z.string(),
  status: z.enum(PARCEL_STATUSES),
  events: z.array(eventResponse),
  /** What its last step (`delivered`) reads: Collected at a pickup point, Delivered at a door. */
  lastStep: z.enum(HANDOVER_WORDS),
});

/** The flight a parcel (or its box) is on: its schedule, the ready-by day and its milestones; times only. */
const flightResponseSchema = z.object({
  /** The carrier's flight number: ET509. */
  flightNumber: z.string(),
  /** The airport it lands at (IATA): NBO for Kenya, JUB for South Sudan. */
  destination: z.string(),
  /** Scheduled departure and arrival. */
  etd: z.iso.datetime(),
  eta: z.iso.datetime(),
  /**
   * The day it is estimated to be ready (Nairobi's calendar): the arrival (the ETA until it lands) plus the
   * clearance days, counted Monday to Friday.
   */
  readyBy: z.iso.date(),
  /** The flight's milestones as they happen; null until each does. */
  departedAt: z.nullable(z.iso.datetime()),
  arrivedAt: z.nullable(z.iso.datetime()),
  clearedAt: z.nullable(z.iso.datetime()),
});

/** At the warehouse on no flight yet: the departure schedule's next flight, an estimate (no flight is booked). */
const nextDepartureEstimateSchema = z.object({
  /** The flight's day on the warehouse's calendar, YYYY-MM-DD. */
  date: z.iso.date(),
  /** The last moment a parcel may reach the warehouse for it. */
  cutoff: z.iso.datetime(),
  /** Always true: the schedule's next departure, not a booked flight. */
  estimate: z.literal(true),
});

/** When it is expected: its flight, or the schedule's next departure while it waits on none. */
const etaResponseShape = {
  /** The flight it (or its box) is loaded on; null while on none. */
  flight: z.nullable(flightResponseSchema),
  /** While it waits at the warehouse on no flight: the next departure, an estimate; null otherwise. */
  nextDeparture: z.nullable(nextDepartureEstimateSchema),
};

export const trackingResponseSchema = z.object({
  ...stepsResponseSchema.shape,
  ...etaResponseShape,
  /** The box it travels in (or that the number is), and the box's parcels by number; left out for a parcel alone. */
  box: z.optional(z.object({ number: z.string(), parcels: z.array(z.string()) })),
});

/** A packed box as the response of each of its parcels gives it: its parcels, its one charge and its one due. */
export const boxResponseSchema = z.object({
  /** Ours: KS and digits; its mail gives it, and it is tracked by it. */
  number: z.string(),
  /** Its parcels, by number. */
  parcels: z.array(z.string()),
  status: z.enum(PARCEL_STATUSES),
  /** US dollars: the box's one shipping charge (its parcels' own were cancelled). */
  charge: z.number(),
  /** US dollars still owed for the box (its shipping and every charge of its parcels): handed over once none is. */
  due: z.number(),
  /** How to pay what is due, with the address; null when nothing is. */
  howToPay: z.nullable(z.string()),
});

const contentItemResponse = z.object({
  description: z.string(),
  category: z.enum(CUSTOMS_CATEGORY_KEYS),
  quantity: z.number(),
  /** One unit's value in US dollars. */
  valueUsd: z.number(),
});

/** Kenya's charges on the declared contents, in US cents, as the customs calculator's all-in estimate has them. */
const estimatedTaxesResponse = z.object({
  /** Goods + freight (the parcel's charge) + insurance. */
  customsValueCents: z.number(),
  dutyCents: z.number(),
  vatCents: z.number(),
  /** Import Declaration Fee. */
  idfCents: z.number(),
  /** Railway Development Levy. */
  rdlCents: z.number(),
  /** Duty, VAT, IDF and RDL together. */
  totalCents: z.number(),
  /** The date of Kenya's rules the estimate is reckoned by (the Kenya Revenue Authority has the final say). */
  ratesDate: z.iso.date(),
});

/** Who collected it, as its owner reads it: the name shortened as the notice says it ("Jane W."), and when. */
const handedOverResponse = z.object({ collectedBy: z.string(), at: z.iso.datetime() });

export const parcelResponseSchema = z.object({
  ...stepsResponseSchema.shape,
  /** The owner's account, and its destination below: null while the parcel is unclaimed (staff only see those). */
  accountId: z.nullable(z.string()),
  trackingNumber: z.string(),
  carrier: z.string(),
  description: z.nullable(z.string()),
  /** US dollars, as the customer declared it. */
  value: z.nullable(z.number()),
  destination: z.nullable(z.enum(DESTINATIONS)),
  weights: z.object({ actualKg: z.number(), volumetricKg: z.number(), chargeableKg: z.number() }),
  dimensions: z.object({ lengthCm: z.number(), widthCm: z.number(), heightCm: z.number() }),
  /** US dollars: the tariff on the chargeable weight, the pre-alert saving, and what is owed. */
  freight: z.number(),
  preAlertSaving: z.number(),
  /** Its own shipping charge: 0 once packed into a box, which is charged instead (`box.charge`). */
  charge: z.number(),
  /** US dollars still owed for this parcel on its own: 0 once packed, its box's due is `box.due`. */
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
  /** The request to travel with other parcels that holds it; null when none does. */
  shipRequestId: z.nullable(z.string()),
  /** The box it was packed into with other parcels (its steps are the box's); null while on its own. */
  shipmentNumber: z.nullable(z.string()),
  /** That box: its parcels, its one charge and its one due; left out while on its own. */
  box: z.optional(boxResponseSchema),
  /** What the owner declared is in it: empty until declared. */
  contents: z.array(contentItemResponse),
  /** Every unit's value together, in US cents; null until declared. */
  declaredValueCents: z.nullable(z.number()),
  /** Null until declared, and always for South Sudan: its customs' charges are not estimated. */
  estimatedTaxes: z.nullable(estimatedTaxesResponse),
  /**
   * Kenya's duty and taxes as KRA assessed them at customs on its waybill (its box's once packed), charged and part
   * of what is due before handover; null until the assessment is in. The bill: `estimatedTaxes` is an estimate.
   */
  assessedTaxes: z.nullable(
    z.object({
      /** The house waybill assessed: the box's KS… once packed, else the parcel's own KP…. */
      hawb: z.string(),
      /** US cents charged. */
      totalCents: z.number(),
    }),
  ),
  insured: z.boolean(),
  /** US cents charged for insurance (3% of the declared value); null while not insured. */
  insuranceCents: z.nullable(z.number()),
  /** Taken at the warehouse, oldest first. */
  photos: z.array(photoResponseSchema),
  /**
   * Where it is handed over, by the owner's choice in force when it left the warehouse (the latest while it waits
   * there): a door's address or a point's name, address and hours; null until the owner chooses (and to staff).
   */
  handover: z.nullable(z.object({ method: z.enum(['door', 'pickup']), text: z.string() })),
  /** The six-digit code its owner shows at the handover, while it is ready; null otherwise (and to staff). */
  collectionCode: z.nullable(z.string()),
  /** Who collected it, once handed over with a name (its box's handover, once packed); null before. */
  handedOver: z.nullable(handedOverResponse),
  ...etaResponseShape,
});

/** Who collected it, as staff read it: the name as written, the ID's last digits, the signature, and who handed it over. */
export const staffHandedOverResponse = z.object({
  ...handedOverResponse.shape,
  idLast4: z.nullable(z.string()),
  /** Where the PNG signed on the desk's screen is served (staff only); left out when unsigned. */
  signatureUrl: z.optional(z.string()),
  /** Released against the owner's collection code; false when staff gave a reason instead. */
  withCode: z.boolean(),
  /** The staff account's e-mail, or cli:<user>. */
  by: z.string(),
});

/** The parcel as staff see it: each step with the reason given for it, and who collected it in full. */
export const staffParcelResponseSchema = z.object({
  ...parcelResponseSchema.shape,
  events: z.array(staffEventResponse),
  handedOver: z.nullable(staffHandedOverResponse),
});

export const parcelListResponseSchema = z.object({
  parcels: z.array(parcelResponseSchema),
  /** The customer's boxes, each once, with its one charge and due; left out when there is none. */
  boxes: z.optional(z.array(boxResponseSchema)),
});

export const preAlertResponseSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  description: z.string(),
  value: z.number(),
  createdAt: z.iso.datetime(),
  /** The parcel it was matched to when it arrived; null while on its way. */
  parcelNumber: z.nullable(z.string()),
});

export const preAlertListResponseSchema = z.object({
  preAlerts: z.array(preAlertResponseSchema),
  nextCursor: z.nullable(z.string()),
});

export type ParcelResponse = z.infer<typeof parcelResponseSchema>;
type StaffParcelResponse = z.infer<typeof staffParcelResponseSchema>;
export type PreAlertResponse = z.infer<typeof preAlertResponseSchema>;
export type PreAlertListResponse = z.infer<typeof preAlertListResponseSchema>;
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;
export type BoxResponse = z.infer<typeof boxResponseSchema>;

const eventsResponse = (tracking: Pick<PublicTracking, 'events'>) =>
  tracking.events.map((e) => ({ status: e.status, at: e.at.toISOString() }));

const stepsResponse = (tracking: Omit<PublicTracking, 'box'>, lastStep: HandoverWord) => ({
  number: tracking.number,
  status: tracking.status,
  events: eventsResponse(tracking),
  lastStep,
});

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** A parcel's flight and next departure as its answer and its tracking give them. */
export const etaResponse = ({ flight, nextDeparture }: ParcelEta) => ({
  flight: flight && {
    flightNumber: flight.flightNumber,
    destination: flight.destination,
    etd: flight.etd.toISOString(),
    eta: flight.eta.toISOString(),
    readyBy: flight.readyBy,
    departedAt: iso(flight.departedAt),
    arrivedAt: iso(flight.arrivedAt),
    clearedAt: iso(flight.clearedAt),
  },
  nextDeparture: nextDeparture && {
    date: nextDeparture.date,
    cutoff: nextDeparture.cutoff.toISOString(),
    estimate: true as const,
  },
});

export const trackingResponse = (
  tracking: PublicTracking,
  lastStep: HandoverWord,
  eta: ParcelEta,
): TrackingResponse => ({
  ...stepsResponse(tracking, lastStep),
  ...(tracking.box && { box: tracking.box }),
  ...etaResponse(eta),
});

export const boxResponse = (box: BoxView, siteUrl: string): BoxResponse => ({
  number: box.number,
  parcels: box.parcels,
  status: box.status,
  charge: centsToDollars(box.chargeCents),
  due: centsToDollars(box.dueCents),
  howToPay: box.dueCents > 0 ? howToPay(siteUrl, box.destination) : null,
});

/** The declared contents' part of a parcel's answer. */
function contentsResponse(p: Parcel, contents: ParcelContents | undefined) {
  return {
    contents: (contents?.items ?? []).map((item) => ({
      description: item.description,
      category: item.category,
      quantity: item.quantity,
      valueUsd: centsToDollars(item.unitValueCents),
    })),
    declaredValueCents: contents ? declaredValueCents(contents.items) : null,
    estimatedTaxes: contents && estimatesKenyaTaxes(p) ? estimatedTaxes(p, contents) : null,
    insured: contents?.insuranceCents != null,
    insuranceCents: contents?.insuranceCents ?? null,
  };
}

const handoverResponse = (place: DeliveryPlace | undefined) =>
  place === undefined || place.method === 'unchosen'
    ? null
    : { method: place.method, text: placeText(place) };

/** A parcel's view (view-parcels.use-case.ts) as the API, the desk and the CLI's JSON give it. */
export const parcelResponse = ({
  parcel: p,
  due: { dueCents, siteUrl, storageTerms, storageFeesCents, photos, box, collection },
  contents,
  eta,
  handedOver,
}: ParcelView): ParcelResponse => ({
  ...stepsResponse(p, collection ? handoverWord(collection.place) : 'Delivered'),
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
  charge: box ? 0 : centsToDollars(p.chargeCents),
  due: centsToDollars(dueCents),
  howToPay: dueCents > 0 ? howToPay(siteUrl, p.destination) : null,
  freeStorageUntil: freeUntil(p, storageTerms) ?? null,
  storageFeePerDay: centsToDollars(storageTerms.feeCentsPerDay),
  storageFees: centsToDollars(storageFeesCents),
  shipRequestId: p.shipRequestId,
  shipmentNumber: p.shipmentNumber,
  ...(box && { box: boxResponse(box, siteUrl) }),
  ...contentsResponse(p, contents),
  assessedTaxes:
    eta.flight?.assessedDutyCents == null
      ? null
      : { hawb: p.shipmentNumber ?? p.number, totalCents: eta.flight.assessedDutyCents },
  photos: photos.map(photoResponse),
  handover: handoverResponse(collection?.place),
  collectionCode: collection?.code ?? null,
  handedOver: handedOver
    ? { collectedBy: shortName(handedOver.collectedBy), at: handedOver.at.toISOString() }
    : null,
  ...etaResponse(eta),
});

/** The same view for staff: each step with its reason. */
export const staffParcelResponse = (view: ParcelView): StaffParcelResponse => ({
  ...parcelResponse(view),
  events: view.parcel.events.map((e) => ({
    status: e.status,
    at: e.at.toISOString(),
    reason: e.reason ?? null,
  })),
  handedOver: view.handedOver ? staffHandedOver(view.parcel, view.handedOver) : null,
});

export const staffHandedOver = (p: Pick<Parcel, 'number'>, h: ParcelHandover) => ({
  collectedBy: h.collectedBy,
  at: h.at.toISOString(),
  idLast4: h.idLast4,
  ...(h.signed && { signatureUrl: signatureUrl(p.number) }),
  withCode: h.withCode,
  by: h.by,
});

export const preAlertResponse = (a: PreAlert): PreAlertResponse => ({
  id: a.id,
  carrier: a.carrier,
  trackingNumber: a.trackingNumber,
  description: a.description,
  value: centsToDollars(a.valueCents),
  createdAt: a.createdAt.toISOString(),
  parcelNumber: a.parcelNumber,
});
