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

/** A customer may wait for at most this many parcels pre-alerted at once. */
export const MAX_OPEN_PRE_ALERTS = 200;
/** Pre-alerts in one page of the list. */
export const PRE_ALERT_PAGE_SIZE = 50;

/** Where a page of pre-alerts ended: the next page holds the ones listed after it (newest first). */
export interface PreAlertCursor {
  createdAt: Date;
  id: string;
}

/** A page of a customer's pre-alerts: the first, or the one after a cursor. */
export interface PreAlertPage {
  after?: PreAlertCursor;
  limit: number;
}

/** The cursor as the API hands it out: the time in milliseconds and the id. */
export const cursorText = ({ createdAt, id }: PreAlertCursor): string =>
  `${String(createdAt.getTime())}.${id}`;

/** Newest first, and by id among pre-alerts made in the same millisecond: the order pages follow. */
export const listedBefore = (a: PreAlertCursor, b: PreAlertCursor): boolean =>
  a.createdAt.getTime() > b.createdAt.getTime() ||
  (a.createdAt.getTime() === b.createdAt.getTime() && a.id > b.id);
