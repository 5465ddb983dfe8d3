import * as z from 'zod/mini';
import { FLIGHT_DESTINATIONS, FLIGHT_STATES, type Flight, totalsOf, zoneOfAirport } from '../flight.js';
import { flightCursor } from '../flight-page.js';
import type { FlightView } from '../flight-view.js';
import {
  ASSESSMENT_CURRENCIES,
  type AssessmentReport,
  type ChargedAssessmentLine,
} from '../assessment-format.js';
import { centsToDollars } from '../../shared/money.js';

const instant = z.iso.datetime();
const optionalInstant = z.nullable(z.iso.datetime());

export const flightResponseSchema = z.object({
  id: z.string(),
  flightNumber: z.string(),
  mawb: z.string(),
  /** The warehouse's airport (IATA). */
  origin: z.string(),
  destination: z.enum(FLIGHT_DESTINATIONS),
  state: z.enum(FLIGHT_STATES),
  /** Scheduled departure and arrival, as instants; each airport's zone beside them to show them in. */
  etd: instant,
  eta: instant,
  originZone: z.string(),
  destinationZone: z.string(),
  /** Actual departure and arrival; null until they happen. */
  atd: optionalInstant,
  ata: optionalInstant,
  closedAt: optionalInstant,
  /** When customs released the consolidation. */
  clearedAt: optionalInstant,
  createdAt: instant,
});
export type FlightResponse = z.infer<typeof flightResponseSchema>;

const totalsResponse = z.object({
  shipments: z.number(),
  parcels: z.number(),
  /** Each shipment flies as one piece: a box, or a parcel on its own. */
  pieces: z.number(),
  actualKg: z.number(),
  chargeableKg: z.number(),
  declaredValueCents: z.number(),
});

const flightShipmentResponse = z.object({
  reference: z.string(),
  kind: z.enum(['box', 'parcel']),
  /** The account the shipment is for, as the desk names it; null when the account is gone. */
  owner: z.nullable(z.object({ accountId: z.string(), name: z.string() })),
  parcels: z.array(z.string()),
  actualKg: z.number(),
  chargeableKg: z.number(),
  declaredValueCents: z.number(),
  loadedAt: instant,
});

const rescheduleResponse = z.object({
  at: instant,
  previousEtd: instant,
  previousEta: instant,
  etd: instant,
  eta: instant,
  reason: z.nullable(z.string()),
});

export const flightViewResponseSchema = z.object({
  ...flightResponseSchema.shape,
  shipments: z.array(flightShipmentResponse),
  totals: totalsResponse,
  reschedules: z.array(rescheduleResponse),
  /**
   * The house waybills whose contents are not all declared: the manifest marks them, closing is not refused for
   * them, and their owners are asked by mail to declare when the flight closes.
   */
  undeclared: z.array(z.string()),
  /** Scanned on arrival but not on this flight's manifest: recorded and flagged, not moved onto it. */
  flagged: z.array(z.string()),
  /** On the manifest but not scanned on arrival by the end of the arrival day (Nairobi's calendar). */
  missing: z.array(z.string()),
});
export type FlightViewResponse = z.infer<typeof flightViewResponseSchema>;

export const flightListResponseSchema = z.object({
  flights: z.array(flightResponseSchema),
  /** Asks for the page after this one; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type FlightListResponse = z.infer<typeof flightListResponseSchema>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const flightResponse = (f: Flight): FlightResponse => ({
  id: f.id,
  flightNumber: f.flightNumber,
  mawb: f.mawb,
  origin: f.origin,
  destination: f.destination,
  state: f.state,
  etd: f.etd.toISOString(),
  eta: f.eta.toISOString(),
  originZone: zoneOfAirport(f.origin),
  destinationZone: zoneOfAirport(f.destination),
  atd: iso(f.atd),
  ata: iso(f.ata),
  closedAt: iso(f.closedAt),
  clearedAt: iso(f.clearedAt),
  createdAt: f.createdAt.toISOString(),
});

export const flightViewResponse = ({
  flight: f,
  cargo,
  reschedules,
  owners,
  undeclared,
  flagged,
  missing,
}: FlightView): FlightViewResponse => ({
  ...flightResponse(f),
  shipments: cargo.map((s) => ({
    reference: s.reference,
    kind: s.kind,
    owner: owners.get(s.ownerId) ?? null,
    parcels: s.parcels,
    actualKg: s.actualKg,
    chargeableKg: s.chargeableKg,
    declaredValueCents: s.declaredValueCents,
    loadedAt: s.loadedAt.toISOString(),
  })),
  totals: totalsOf(cargo),
  reschedules: reschedules.map((r) => ({
    at: r.at.toISOString(),
    previousEtd: r.previousEtd.toISOString(),
    previousEta: r.previousEta.toISOString(),
    etd: r.etd.toISOString(),
    eta: r.eta.toISOString(),
    reason: r.reason,
  })),
  undeclared: [...undeclared],
  flagged: [...flagged],
  missing: [...missing],
});

/** A page of flights, and the cursor of the next when there may be one (a full page). */
export const flightListResponse = (flights: readonly Flight[], limit: number): FlightListResponse => {
  const last = flights.at(-1);
  return {
    flights: flights.map(flightResponse),
    nextCursor: flights.length === limit && last ? flightCursor(last) : null,
  };
};

/** A house waybill's line of an assessment charged: now, or by an earlier import of it. */
const chargedLineResponse = z.object({
  /** The file's line number, the header being line 1. */
  line: z.number(),
  /** The box's KS… or the lone parcel's KP… number. */
  hawb: z.string(),
  currency: z.enum(ASSESSMENT_CURRENCIES),
  /** Duty, VAT, IDF, RDL and excise together, in the line's currency. */
  total: z.number(),
  /** US dollars charged on the shipment: shillings at the configured rate, rounded up to the cent. */
  charged: z.number(),
});

export const assessmentReportResponseSchema = z.object({
  flightId: z.string(),
  flightNumber: z.string(),
  /** Charged by this import. */
  posted: z.array(chargedLineResponse),
  /** Charged before, by an import of the same waybill: nothing was posted again. */
  alreadyPosted: z.array(chargedLineResponse),
  /** Lines nothing was charged for, each with why. */
  refused: z.array(z.object({ line: z.number(), hawb: z.nullable(z.string()), reason: z.string() })),
});
export type AssessmentReportResponse = z.infer<typeof assessmentReportResponseSchema>;

const chargedLine = (l: ChargedAssessmentLine) => ({
  line: l.line,
  hawb: l.hawb,
  currency: l.currency,
  total: l.total / 100,
  charged: centsToDollars(l.amountCents),
});

export const assessmentReportResponse = (r: AssessmentReport): AssessmentReportResponse => ({
  flightId: r.flight.id,
  flightNumber: r.flight.flightNumber,
  posted: r.posted.map(chargedLine),
  alreadyPosted: r.alreadyPosted.map(chargedLine),
  refused: r.refused.map((l) => ({ line: l.line, hawb: l.hawb, reason: l.reason })),
});
