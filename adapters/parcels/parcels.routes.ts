import { parcelAnswer, preAlertAnswer, trackingAnswer } from '../../core/parcels/parcel-answers.schema.js';
import { publicTracking } from '../../core/parcels/parcel-tracking.js';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { PARCEL_ERRORS } from '../../core/parcels/parcels.errors.js';
import { PRE_ALERT_PAGE_SIZE, cursorText } from '../../core/parcels/pre-alert.js';
import {
  createPreAlertEndpoint,
  deletePreAlertEndpoint,
  getParcelEndpoint,
  listParcelsEndpoint,
  listPreAlertsEndpoint,
  moveParcelEndpoint,
  receiveParcelEndpoint,
  trackParcelEndpoint,
} from '../../core/parcels/parcels.endpoints.js';
import { normaliseTrackingNumber } from '../../core/parcels/parcels.schema.js';
import { TRACK_PATH } from '../../core/parcels/track-page.js';
import { TRACK_REFUSAL_KEY, trackReference, trackingKey } from '../../core/parcels/track-page.js';
import type { AppContainer } from '../wiring.js';
import { signedInUser } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { RateLimiting } from '../http/rate-limits.js';
import type { LivePage } from '../http/spa.js';

/** Pre-alerts and parcels for their owner, public tracking, and the warehouse's receiving and status moves. */
export function parcelRoutes(container: AppContainer, api: EndpointRouter): void {
  const preAlerts = container.get(PARCEL_TOKENS.PreAlerts);
  const parcels = container.get(PARCEL_TOKENS.Parcels);
  const createPreAlert = container.get(PARCEL_TOKENS.CreatePreAlert);
  const deletePreAlert = container.get(PARCEL_TOKENS.DeletePreAlert);
  const receiveParcel = container.get(PARCEL_TOKENS.ReceiveParcel);
  const moveParcel = container.get(PARCEL_TOKENS.MoveParcel);

  api.on(createPreAlertEndpoint, async ({ req, body, valueOf }) =>
    preAlertAnswer(valueOf(await createPreAlert.execute(signedInUser(req).id, body))),
  );
  api.on(listPreAlertsEndpoint, async ({ req, query }) => {
    // One more than a page tells whether another follows.
    const found = await preAlerts.listFor(signedInUser(req).id, {
      ...(query.cursor && { after: query.cursor }),
      limit: PRE_ALERT_PAGE_SIZE + 1,
    });
    const page = found.slice(0, PRE_ALERT_PAGE_SIZE);
    const last = page.at(-1);
    return {
      preAlerts: page.map(preAlertAnswer),
      nextCursor: found.length > PRE_ALERT_PAGE_SIZE && last ? cursorText(last) : null,
    };
  });
  api.on(deletePreAlertEndpoint, async ({ req, params, valueOf }) => {
    valueOf(await deletePreAlert.execute(signedInUser(req).id, params.id));
    return { message: 'Pre-alert deleted' };
  });
  api.on(listParcelsEndpoint, async ({ req }) => ({
    parcels: (await parcels.listFor(signedInUser(req).id)).map(parcelAnswer),
  }));
  api.on(getParcelEndpoint, async ({ req, params, refuse }) => {
    const parcel = await parcels.find(normaliseTrackingNumber(params.number));
    // Another customer's parcel is not found: its number tells nobody else that it exists.
    if (parcel?.userId !== signedInUser(req).id) throw refuse(PARCEL_ERRORS.parcelNotFound);
    return parcelAnswer(parcel);
  });
  api.on(trackParcelEndpoint, async ({ params, refuse }) => {
    const parcel = await parcels.find(normaliseTrackingNumber(params.reference));
    if (!parcel) throw refuse(PARCEL_ERRORS.parcelNotFound);
    return trackingAnswer(publicTracking(parcel));
  });
  api.on(receiveParcelEndpoint, async ({ body, valueOf }) =>
    parcelAnswer(valueOf(await receiveParcel.execute(body))),
  );
  api.on(moveParcelEndpoint, async ({ params, body, valueOf }) =>
    parcelAnswer(valueOf(await moveParcel.execute(params.reference, body.status))),
  );
}

/**
 * /track?ref=… before JavaScript: the server reads the parcel and renders its steps into the page, counted by
 * the tracking endpoint's own counter.
 */
export function trackLivePage(container: AppContainer, limiting: RateLimiting): LivePage {
  const parcels = container.get(PARCEL_TOKENS.Parcels);
  const { counter, rule, message } = trackParcelEndpoint.rateLimit;
  const referenceOf = (location: string) =>
    location.startsWith(`${TRACK_PATH}?`)
      ? trackReference(new URL(location, 'http://page').searchParams)
      : undefined;
  return {
    matches: (location) => referenceOf(location) !== undefined,
    // The endpoint's own counter: a lookup counts once, whether the page or the API answers it.
    before: limiting.limit(counter, rule, message),
    data: async (location) => {
      const reference = referenceOf(location);
      if (reference === undefined) return {};
      const parcel = await parcels.find(reference);
      return { [trackingKey(reference)]: parcel ? trackingAnswer(publicTracking(parcel)) : null };
    },
    refused: (message) => ({ [TRACK_REFUSAL_KEY]: message }),
  };
}
