import type { Cents } from '../shared/money.js';

/** A customer's word that a parcel is on its way to the warehouse. */
export interface PreAlert {
  id: string;
  userId: string;
  carrier: string;
  trackingNumber: string;
  description: string;
  valueCents: Cents;
  createdAt: Date;
  /** The parcel it was matched to on arrival; null while the parcel is on its way. */
  parcelNumber: string | null;
}
