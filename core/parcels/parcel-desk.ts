import { HANDED_OVER, PARCEL_STATUSES, type ParcelStatus } from './parcel.js';

/** Parcels in one page of the desk's list. */
export const DESK_PAGE_SIZE = 50;
/** Parcels staff may move at once from the desk. */
export const MAX_DESK_MOVES = 200;
/** The statuses a status file may name: every one but the hand-over (HANDOVER_NOT_IN_BULK). */
export type StepInBulk = Exclude<ParcelStatus, typeof HANDED_OVER>;
export const STEPS_IN_BULK = PARCEL_STATUSES.filter((status): status is StepInBulk => status !== HANDED_OVER);
/** The steps staff move a desk selection to: a received parcel is received one at a time, by scan. */
export const BULK_STATUSES = ['departed', 'arrived', 'ready'] as const satisfies readonly ParcelStatus[];
export type BulkStatus = (typeof BULK_STATUSES)[number];
/** A file or a selection names no code and no reason: a hand-over is recorded one parcel at a time. */
export const HANDOVER_NOT_IN_BULK =
  'A hand-over is recorded one parcel at a time, with the collection code sent to its owner (or a stated reason): at the desk, or parcels status NUMBER --status delivered --code CODE';

/**
 * The desk's search: `text` matches a parcel number, box number, tracking number or account ID (capitals, no spaces or
 * hyphens, anywhere in it) or the owner's name (any case, anywhere in it); `status` is the parcel's current one;
 * `after` is the number the previous page ended with (newest first is the greatest number first).
 */
export interface DeskQuery {
  text?: string;
  status?: ParcelStatus;
  after?: string;
}

/** A parcel as the desk lists it: its owner's account and name, or null while unclaimed. */
export interface DeskParcel {
  number: string;
  trackingNumber: string;
  status: ParcelStatus;
  owner: { accountId: string; name: string } | null;
  receivedAt: Date;
  chargeableKg: number;
  /** The box (KS…) it is packed in; left out while on its own. */
  shipmentNumber?: string;
}

/** An unclaimed parcel, with the customers whose open pre-alert names its tracking number: likely its owner. */
export interface UnclaimedParcel extends DeskParcel {
  carrier: string;
  description: string | null;
  preAlertedBy: { accountId: string; name: string }[];
}

/** What a reference in the search box is compared as: the form numbers are kept in. */
export const referenceTerm = (text: string): string => text.replace(/[\s-]+/g, '').toUpperCase();
/** What a name in the search box is compared as. */
export const nameTerm = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** True when `a` was numbered after `b`: the longer number, then the greater (the sequence only grows). */
export const numberedAfter = (a: string, b: string): boolean =>
  a.length > b.length || (a.length === b.length && a > b);

/** The owner's name as the desk shows it. */
export const fullName = (owner: { firstName: string; lastName: string }): string =>
  `${owner.firstName} ${owner.lastName}`.trim();

/** The cursor as the API hands it out: opaque to the client, the last number of the page underneath. */
export const deskCursorText = (lastNumber: string): string =>
  btoa(lastNumber).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The number a cursor stands for, or undefined when it is not one the desk gave. */
export function deskCursorNumber(cursor: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return undefined;
  let number: string;
  try {
    number = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  return /^KP\d{1,18}$/.test(number) && deskCursorText(number) === cursor ? number : undefined;
}
