import {
  boxResponse,
  parcelResponse,
  preAlertResponse,
  staffParcelResponse,
  trackingResponse,
} from '../../core/parcels/api/parcel-responses.schema.js';
import { findTracking } from '../../core/parcels/parcel-tracking.js';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { PARCEL_ERRORS } from '../../core/parcels/parcels.errors.js';
import { collectorOf } from '../../core/parcels/parcels.schema.js';
import { shipmentOf } from '../../core/parcels/collection-code.js';
import { PRE_ALERT_PAGE_SIZE, cursorText } from '../../core/parcels/pre-alert.js';
import {
  addParcelPhotosEndpoint,
  createPreAlertEndpoint,
  declareContentsEndpoint,
  deletePreAlertEndpoint,
  insureParcelEndpoint,
  getParcelEndpoint,
  handoverSignatureEndpoint,
  listParcelsEndpoint,
  listPreAlertsEndpoint,
  moveParcelEndpoint,
  parcelPhotoEndpoint,
  receiveParcelEndpoint,
  removeParcelPhotoEndpoint,
  trackParcelEndpoint,
  trackingKey,
} from '../../core/parcels/api/parcels.endpoints.js';
import {
  TRACK_PATH,
  TRACK_REFUSAL_KEY,
  normaliseTrackingNumber,
  trackReference,
} from '../../core/parcels/track-page.js';
import type { AppContainer } from '../wiring.js';
import type { Config } from '../config.js';
import { currentUser, signedInUser, staffActor } from '../http/auth.js';
import { TOKENS } from '../../core/shared/tokens.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { RateLimiting } from '../http/rate-limits.js';
import type { LivePage } from '../http/spa.js';
import { DELIVERY_TOKENS } from '../../core/delivery/delivery.tokens.js';
import { lastStepOf } from '../../core/parcels/collection-notice.js';
import type { PickupPoints } from '../../core/shared/pickup-points.js';
import type { DeliveryChoiceRepository } from '../../core/delivery/delivery.ports.js';
import type { ParcelFlights, ParcelRepository } from '../../core/parcels/parcels.ports.js';
import { type ClearanceTerms, etaOf } from '../../core/parcels/parcel-eta.js';
import type { Clock } from '../../core/shared/clock.js';
import { DELIVERY_SETTINGS } from '../delivery/delivery.config.js';

/** What a tracking answer reads: the parcels, the owners' delivery choices, the flights they are on, and now. */
interface TrackingReads {
  parcels: ParcelRepository;
  choices: DeliveryChoiceRepository;
  flights: ParcelFlights;
  clearance: ClearanceTerms;
  clock: Clock;
}

function trackingReadsOf(container: AppContainer): TrackingReads {
  return {
    parcels: container.get(PARCEL_TOKENS.Parcels),
    choices: container.get(DELIVERY_TOKENS.DeliveryChoices),
    flights: container.get(PARCEL_TOKENS.ParcelFlights),
    clearance: container.get(PARCEL_TOKENS.Clearance),
    clock: container.get(TOKENS.Clock),
  };
}

/**
 * A tracking reference's public answer (a box's or a parcel's), or undefined when nothing has it: its steps, and
 * its flight's schedule and milestones (times only) or the next departure while it waits.
 */
async function trackingOf(reads: TrackingReads, points: PickupPoints, reference: string) {
  const found = await findTracking(reads.parcels, reference);
  if (!found) return undefined;
  const [lastStep, flights] = await Promise.all([
    lastStepOf(reads.choices, found.parcel, points),
    reads.flights.flightsOf([found.parcel.number]),
  ]);
  const eta = etaOf(found.parcel, flights.get(found.parcel.number), reads.clearance, reads.clock.now());
  return trackingResponse(found.tracking, lastStep, eta);
}

/**
 * Pre-alerts and parcels for their owner, public tracking, and the warehouse's receiving and status moves. Each
 * parcel response is the one parcel view (view-parcels.use-case.ts): what is still owed for it or its box, and how
 * to pay on the site's dashboard.
 */
export function parcelRoutes(container: AppContainer, api: EndpointRouter, config: Config): void {
  const preAlerts = container.get(PARCEL_TOKENS.PreAlerts);
  const users = container.get(TOKENS.SignedInUsers);
  const tracking = trackingReadsOf(container);
  const views = container.get(PARCEL_TOKENS.ViewParcels);
  const createPreAlert = container.get(PARCEL_TOKENS.CreatePreAlert);
  const deletePreAlert = container.get(PARCEL_TOKENS.DeletePreAlert);
  const receiveParcel = container.get(PARCEL_TOKENS.ReceiveParcel);
  const moveParcel = container.get(PARCEL_TOKENS.MoveParcel);
  const declareContents = container.get(PARCEL_TOKENS.DeclareContents);
  const insureParcel = container.get(PARCEL_TOKENS.InsureParcel);
  const addPhotos = container.get(PARCEL_TOKENS.AddParcelPhotos);
  const removePhoto = container.get(PARCEL_TOKENS.RemoveParcelPhoto);
  const viewPhoto = container.get(PARCEL_TOKENS.ViewParcelPhoto);
  const handovers = container.get(PARCEL_TOKENS.ParcelHandovers);

  api.on(createPreAlertEndpoint, async ({ req, body, valueOf }) =>
    preAlertResponse(valueOf(await createPreAlert.execute(signedInUser(req).id, body))),
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
      preAlerts: page.map(preAlertResponse),
      nextCursor: found.length > PRE_ALERT_PAGE_SIZE && last ? cursorText(last) : null,
    };
  });
  api.on(deletePreAlertEndpoint, async ({ req, params, valueOf }) => {
    valueOf(await deletePreAlert.execute(signedInUser(req).id, params.id));
    return { message: 'Pre-alert deleted' };
  });
  api.on(listParcelsEndpoint, async ({ req }) => {
    const mine = await views.ofOwner(signedInUser(req).id);
    const boxes = new Map(mine.flatMap(({ due }) => (due.box ? [[due.box.number, due.box] as const] : [])));
    return {
      parcels: mine.map(parcelResponse),
      ...(boxes.size > 0 && { boxes: [...boxes.values()].map((box) => boxResponse(box, config.publicUrl)) }),
    };
  });
  api.on(getParcelEndpoint, async ({ req, params, valueOf }) =>
    parcelResponse(
      valueOf(await views.forOwner(signedInUser(req).id, normaliseTrackingNumber(params.number))),
    ),
  );
  api.on(declareContentsEndpoint, async ({ req, params, body, valueOf }) => {
    const declared = valueOf(await declareContents.execute(signedInUser(req).id, params.number, body));
    return parcelResponse(await views.one(declared.parcel, 'owner'));
  });
  api.on(insureParcelEndpoint, async ({ req, params, valueOf }) => {
    const insured = valueOf(await insureParcel.execute(signedInUser(req).id, params.number));
    return parcelResponse(await views.one(insured.parcel, 'owner'));
  });
  api.on(trackParcelEndpoint, async ({ params, refuse }) => {
    const answer = await trackingOf(tracking, DELIVERY_SETTINGS.of(config), params.reference);
    if (!answer) throw refuse(PARCEL_ERRORS.parcelNotFound);
    return answer;
  });
  api.on(receiveParcelEndpoint, async ({ req, body, valueOf }) =>
    staffParcelResponse(
      await views.one(valueOf(await receiveParcel.execute(body, staffActor(req))), 'staff'),
    ),
  );
  api.on(moveParcelEndpoint, async ({ req, params, body, valueOf }) => {
    const { status, reason, code } = body;
    const moved = valueOf(
      await moveParcel.execute(params.reference, status, reason, code, staffActor(req), collectorOf(body)),
    );
    return staffParcelResponse(await views.one(moved, 'staff'));
  });
  api.on(handoverSignatureEndpoint, async ({ params, refuse }) => {
    const parcel = await tracking.parcels.find(normaliseTrackingNumber(params.number));
    const bytes = parcel && (await handovers.signatureOf(shipmentOf(parcel)));
    if (!bytes) throw refuse(PARCEL_ERRORS.parcelNotFound);
    return { mediaType: 'image/png', bytes };
  });
  api.on(addParcelPhotosEndpoint, async ({ req, params, body, valueOf }) => {
    const staff = signedInUser(req).email;
    const { parcel } = valueOf(await addPhotos.execute(normaliseTrackingNumber(params.number), body, staff));
    return staffParcelResponse(await views.one(parcel, 'staff'));
  });
  api.on(removeParcelPhotoEndpoint, async ({ req, params, valueOf }) => {
    const reference = normaliseTrackingNumber(params.number);
    const { parcel, leftBehind } = valueOf(await removePhoto.execute(reference, params.photoId));
    for (const { key, error } of leftBehind) {
      req.log.warn({ err: error, key }, 'a removed photo left a file behind in the photo store');
    }
    return staffParcelResponse(await views.one(parcel, 'staff'));
  });
  api.on(
    parcelPhotoEndpoint,
    async ({ req, params, valueOf }) =>
      valueOf(await viewPhoto.execute(await currentUser(req, users), params.number, params.id, params.size)),
    { session: true },
  );
}

/**
 * /track?ref=… before JavaScript: the server reads the parcel and renders its steps into the page, counted by
 * the tracking endpoint's own counter.
 */
export function trackLivePage(
  container: AppContainer,
  limiting: RateLimiting,
  points: PickupPoints,
): LivePage {
  const reads = trackingReadsOf(container);
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
      return { [trackingKey(reference)]: (await trackingOf(reads, points, reference)) ?? null };
    },
    refused: (message) => ({ [TRACK_REFUSAL_KEY]: message }),
  };
}
