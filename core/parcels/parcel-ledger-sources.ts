import { sourceKind } from '../ledger/ledger-entry.js';

/** The kinds of ledger source the parcels area posts: each one's id is unique within its kind. */
export const PARCEL_SOURCES = {
  parcelCharge: sourceKind('parcel-charge', (parcelNumber: string) => parcelNumber),
  /** One day's storage of a parcel past its free days (day: YYYY-MM-DD, the warehouse's calendar). */
  storageFee: sourceKind('storage-fee', (parcelNumber: string, day: string) => `${parcelNumber}:${day}`),
  /** A box of parcels packed together: charged once, the parcels' own charges reversed. */
  shipmentCharge: sourceKind('shipment-charge', (shipmentNumber: string) => shipmentNumber),
  /** A parcel is insured once: a second request finds its key taken. */
  parcelInsurance: sourceKind('parcel-insurance', (parcelNumber: string) => parcelNumber),
} as const;
