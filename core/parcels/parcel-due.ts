import type { Cents } from '../shared/money.js';
import type { StorageTerms } from '../shared/storage-terms.js';
import type { DeliveryPlace } from '../delivery/delivery-choice.js';
import type { ParcelPhoto } from './parcel-photo.js';
import type { BoxView } from './shipment.js';

/** Where an owner's parcel is handed over, and its code while it is ready (parcel answers for its owner). */
export interface ParcelCollection {
  place: DeliveryPlace;
  code: string | null;
}

/**
 * What is still owed for the parcel (parcel-charge.ts), the site whose dashboard takes the payment, the storage
 * terms and the storage charged to it so far, and the parcel's photos (its own: a list groups them once).
 */
export interface ParcelDue {
  dueCents: Cents;
  siteUrl: string;
  storageTerms: StorageTerms;
  storageFeesCents: Cents;
  photos: readonly ParcelPhoto[];
  /** The box it is packed in, with the box's charge and due; null while on its own. */
  box: BoxView | null;
  /** Only its owner's answers say where and with which code it is handed over. */
  collection?: ParcelCollection;
}
