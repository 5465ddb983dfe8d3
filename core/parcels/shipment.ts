import { priceParcel, exampleParcel } from '../pricing/price-parcel.js';
import type { Destination } from '../pricing/destinations.js';
import type { Cents } from '../shared/money.js';
import type { Parcel } from './parcel.js';

/**
 * A customer's request that parcels waiting at the warehouse travel together (consolidation, free): they are held
 * until staff pack them into one box, or until the customer withdraws it.
 */
export const SHIP_REQUEST_STATUSES = ['requested', 'withdrawn', 'packed'] as const;
type ShipRequestStatus = (typeof SHIP_REQUEST_STATUSES)[number];

export interface ShipRequest {
  id: string;
  userId: string;
  accountId: string;
  status: ShipRequestStatus;
  /** Parcel numbers, as the customer listed them. */
  parcels: string[];
  createdAt: Date;
  /** When it was withdrawn or packed. */
  closedAt: Date | null;
  /** The box it was packed into. */
  shipmentNumber: string | null;
}

/** The most parcels one box takes: more than a shopper's month, few enough for one pair of hands. */
export const MAX_PARCELS_PER_REQUEST = 20;

/** What flies when parcels were packed together: one box, weighed and measured, charged once. */
export interface Shipment {
  /** Ours: KS and digits (never a parcel's KP…). */
  number: string;
  userId: string;
  accountId: string;
  destination: Destination;
  parcels: string[];
  weights: { actualKg: number; volumetricKg: number; chargeableKg: number };
  dimensions: { lengthCm: number; widthCm: number; heightCm: number };
  /** The tariff on the box's chargeable weight (its own weight break), before the pre-alert savings. */
  freightCents: Cents;
  /** The parcels' pre-alert savings, kept (never more than the freight). */
  savingCents: Cents;
  chargeCents: Cents;
  /** What the parcels' own charges came to: the box's saving is this less its charge. */
  separateCents: Cents;
  packedBy: string;
  packedAt: Date;
}

/**
 * A box as every surface shows it: its number, its parcels, its status, its one charge and its one due (the box's
 * shipping and every charge of its parcels still owed: what its handover asks).
 */
export interface BoxView {
  number: string;
  parcels: string[];
  status: Parcel['status'];
  /** Its owner's (a box holds one account's parcels): how its due is paid. */
  destination: Destination | null;
  chargeCents: Cents;
  dueCents: Cents;
}

export interface BoxMeasures {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/**
 * The box's price: the account's tariff on the box's chargeable weight (so the 25 kg break applies to the box),
 * less the pre-alert savings its parcels earned.
 */
export function priceBox(
  parcels: readonly Parcel[],
  box: BoxMeasures,
  destination: Destination,
): Pick<
  Shipment,
  'weights' | 'dimensions' | 'freightCents' | 'savingCents' | 'chargeCents' | 'separateCents'
> {
  const { lengthCm: length, widthCm: width, heightCm: height } = box;
  const price = priceParcel(
    exampleParcel(box.weightKg, 0, { destination, dimensions: { length, width, height } }),
  );
  const savings = parcels.reduce((sum, p) => sum + p.savingCents, 0);
  const savingCents = Math.min(savings, price.freightCents);
  return {
    weights: {
      actualKg: price.actualWeightKg,
      volumetricKg: price.volumetricWeightKg,
      chargeableKg: price.chargeableWeightKg,
    },
    dimensions: { lengthCm: length, widthCm: width, heightCm: height },
    freightCents: price.freightCents,
    savingCents,
    chargeCents: price.freightCents - savingCents,
    separateCents: parcels.reduce((sum, p) => sum + p.chargeCents, 0),
  };
}

/** A parcel at the warehouse that no request holds and no box took: it may be asked to travel with others. */
export const canConsolidate = (parcel: Parcel): boolean =>
  parcel.status === 'received' && parcel.shipRequestId === null && parcel.shipmentNumber === null;

/** Held: asked to travel with others and not packed yet; it does not leave on its own. */
export const isHeld = (parcel: Pick<Parcel, 'shipRequestId' | 'shipmentNumber'>): boolean =>
  parcel.shipRequestId !== null && parcel.shipmentNumber === null;

/** Why a held parcel does not move: the same words for staff's move, the API and a status file's report. */
export const HELD_TEXT =
  'This parcel is held to travel with other parcels of its owner: it leaves once staff pack them into one box (or its owner withdraws the request).';

/** Parcels in the order of their numbers (KP2 before KP10), as a box lists them. */
export const sortedByNumber = <T extends { number: string }>(parcels: T[]): T[] =>
  parcels.sort((a, b) => a.number.length - b.number.length || a.number.localeCompare(b.number));
