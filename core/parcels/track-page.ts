// Imported by the site map on every page, in the browser too: it imports nothing, so that the parcels
// endpoints and schemas reach only the pages that use them.

/** A tracking number as people paste it (spaces, hyphens, lower case) becomes the carrier's own. */
export const normaliseTrackingNumber = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/** Public tracking: with a parcel or tracking number in its address, the page shows that parcel's steps. */
export const TRACK_PATH = '/track';

/** The /track form's one field: `/track?ref=1Z999AA10123456784` shows that parcel's steps. */
export const TRACK_FIELD_NAME = 'ref';

/** The parcel or tracking number a /track address asks for, as the tracking endpoint reads it; or none. */
export function trackReference(params: URLSearchParams): string | undefined {
  const reference = normaliseTrackingNumber(params.get(TRACK_FIELD_NAME) ?? '');
  return /^[A-Z0-9]{1,40}$/.test(reference) ? reference : undefined;
}

/** The key of a page's data that holds why the server could not look the parcel up (too many lookups). */
export const TRACK_REFUSAL_KEY = 'track:refused';
