import {
  parcelAnswer,
  preAlertAnswer,
  staffParcelAnswer,
  trackingAnswer,
} from '../../core/parcels/parcel-answers.schema.js';
import { dueFor, dueForEach } from '../../core/parcels/parcel-charge.js';
import { LEDGER_TOKENS } from '../../core/ledger/ledger.tokens.js';
import { publicTracking } from '../../core/parcels/parcel-tracking.js';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { PARCEL_ERRORS } from '../../core/parcels/parcels.errors.js';
import type { Parcel } from '../../core/parcels/parcel.js';
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
  trackingKey,
} from '../../core/parcels/parcels.endpoints.js';
import {
  TRACK_PATH,
  TRACK_REFUSAL_KEY,
  normaliseTrackingNumber,
  trackReference,
} from '../../core/parcels/track-page.js';
import type { AppContainer } from '../wiring.js';
import { signedInUser } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { RateLimiting } from '../http/rate-limits.js';
import type { LivePage } from '../http/spa.js';

/**
 * Pre-alerts and parcels for their owner, public tracking, and the warehouse's receiving and status moves. Each
 * parcel answer says what is still owed for it, and how to pay on the site's dashboard (`siteUrl`).
 */
export function parcelRoutes(container: AppContainer, api: EndpointRouter, siteUrl: string): void {
  const preAlerts = container.get(PARCEL_TOKENS.PreAlerts);
  const parcels = container.get(PARCEL_TOKENS.Parcels);
  const ledger = container.get(LEDGER_TOKENS.Ledger);
  const owing = async (parcel: Parcel) => ({ dueCents: await dueFor(ledger, parcel), siteUrl });
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
  api.on(listParcelsEndpoint, async ({ req }) => {
    const userId = signedInUser(req).id;
    const mine = await parcels.listFor(userId);
    const due = await dueForEach(ledger, userId, mine);
    return { parcels: mine.map((p) => parcelAnswer(p, { dueCents: due.get(p.number) ?? 0, siteUrl })) };
  });
  api.on(getParcelEndpoint, async ({ req, params, refuse }) => {
    const parcel = await parcels.find(normaliseTrackingNumber(params.number));
    // Another customer's parcel is not found: its number tells nobody else that it exists.
    if (parcel?.userId !== signedInUser(req).id) throw refuse(PARCEL_ERRORS.parcelNotFound);
    return parcelAnswer(parcel, await owing(parcel));
  });
  api.on(trackParcelEndpoint, async ({ params, refuse }) => {
    const parcel = await parcels.find(normaliseTrackingNumber(params.reference));
    if (!parcel) throw refuse(PARCEL_ERRORS.parcelNotFound);
    return trackingAnswer(publicTracking(parcel));
  });
  api.on(receiveParcelEndpoint, async ({ body, valueOf }) => {
    const parcel = valueOf(await receiveParcel.execute(body));
    return staffParcelAnswer(parcel, await owing(parcel));
  });
  api.on(moveParcelEndpoint, async ({ params, body, valueOf }) => {
    const parcel = valueOf(await moveParcel.execute(params.reference, body.status, body.reason));
    return staffParcelAnswer(parcel, await owing(parcel));
  });
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
