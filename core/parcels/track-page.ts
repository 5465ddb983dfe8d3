import { endpointUrl } from '../shared/endpoint.js';
import { trackParcelEndpoint } from './parcels.endpoints.js';
import { normaliseTrackingNumber } from './parcels.schema.js';

/** Public tracking: with a parcel or tracking number in its address, the page shows that parcel's steps. */
export const TRACK_PATH = '/track';

/** The /track form's one field: `/track?ref=1Z999AA10123456784` shows that parcel's steps. */
export const TRACK_FIELD_NAME = 'ref';

/** The parcel or tracking number a /track address asks for, as the tracking endpoint reads it; or none. */
export function trackReference(params: URLSearchParams): string | undefined {
  const reference = normaliseTrackingNumber(params.get(TRACK_FIELD_NAME) ?? '');
  return /^[A-Z0-9]{1,40}$/.test(reference) ? reference : undefined;
}

/** The tracking answer's key in a page's data and in the browser's cache: the endpoint's own address. */
export const trackingKey = (reference: string): string => endpointUrl(trackParcelEndpoint, { reference });

/** The key of a page's data that holds why the server could not look the parcel up (too many lookups). */
export const TRACK_REFUSAL_KEY = 'track:refused';
