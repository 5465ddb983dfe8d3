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
import { type ClaimedParcel, type Parcel, isClaimed } from '../../core/parcels/parcel.js';
import type { ParcelContents } from '../../core/parcels/parcel-contents.js';
import { PRE_ALERT_PAGE_SIZE, cursorText } from '../../core/parcels/pre-alert.js';
import {
  addParcelPhotosEndpoint,
  createPreAlertEndpoint,
  declareContentsEndpoint,
  deletePreAlertEndpoint,
  insureParcelEndpoint,
  getParcelEndpoint,
  listParcelsEndpoint,
  listPreAlertsEndpoint,
  moveParcelEndpoint,
  parcelPhotoEndpoint,
  receiveParcelEndpoint,
  removeParcelPhotoEndpoint,
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
import type { Config } from '../config.js';
import { currentUser, signedInUser } from '../http/auth.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { type ParcelPhoto, photoKey } from '../../core/parcels/parcel-photo.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { RateLimiting } from '../http/rate-limits.js';
import type { LivePage } from '../http/spa.js';
import { DELIVERY_TOKENS } from '../../core/delivery/delivery.tokens.js';
import { placeOf } from '../../core/delivery/delivery-choice.js';
import { lastStepOf, leftAt, readyCode } from '../../core/parcels/collection-notice.js';
import type { ParcelCollection } from '../../core/parcels/parcel-answers.schema.js';
import type { PickupPoints } from '../../core/shared/pickup-points.js';
import type { CollectionCodeRepository } from '../../core/parcels/parcels.ports.js';
import type { DeliveryChoiceRepository } from '../../core/delivery/delivery.ports.js';

/**
 * Where each of one owner's parcels is handed over (by the choice in force when it left), and the code of each
 * that is ready: one query for the choices of all of them.
 */
async function collectionsOf(
  reads: { choices: DeliveryChoiceRepository; codes: CollectionCodeRepository; points: PickupPoints },
  userId: string,
  parcels: readonly ClaimedParcel[],
): Promise<Map<string, ParcelCollection>> {
  const choices = await reads.choices.inForceAt(userId, parcels.map(leftAt));
  const entries = await Promise.all(
    parcels.map(async (p, i): Promise<[string, ParcelCollection]> => [
      p.number,
      {
        place: placeOf(p.destination, choices[i], reads.points),
        code: p.status === 'ready' ? (await readyCode(reads.codes, p)).code : null,
      },
    ]),
  );
  return new Map(entries);
}

/**
 * Pre-alerts and parcels for their owner, public tracking, and the warehouse's receiving and status moves. Each
 * parcel answer says what is still owed for it, and how to pay on the site's dashboard (`siteUrl`).
 */
export function parcelRoutes(container: AppContainer, api: EndpointRouter, config: Config): void {
  const { publicUrl: siteUrl, storage: storageTerms } = config;
  const preAlerts = container.get(PARCEL_TOKENS.PreAlerts);
  const parcels = container.get(PARCEL_TOKENS.Parcels);
  const storageFees = container.get(PARCEL_TOKENS.StorageFees);
  const ledger = container.get(LEDGER_TOKENS.Ledger);
  const contents = container.get(PARCEL_TOKENS.ParcelContents);
  const photos = container.get(PARCEL_TOKENS.ParcelPhotos);
  const photoStore = container.get(PARCEL_TOKENS.PhotoStore);
  const users = container.get(TOKENS.SignedInUsers);
  const handovers = {
    choices: container.get(DELIVERY_TOKENS.DeliveryChoices),
    codes: container.get(PARCEL_TOKENS.CollectionCodes),
    points: config.pickupPoints,
  };
  const owing = async (parcel: Parcel) => {
    const box = parcel.shipmentNumber === null ? [] : await parcels.inShipment(parcel.shipmentNumber);
    const [dueCents, storageFeesCents, taken] = await Promise.all([
      dueFor(ledger, parcel, box),
      storageFees.feesOf(parcel),
      photos.listFor([parcel.number]),
    ]);
    return { dueCents, siteUrl, storageTerms, storageFeesCents, photos: taken };
  };
  /** The owner's answer of a parcel: what is owed, its contents and photos, where and how it is handed over. */
  const answering = async (parcel: Parcel, declared?: ParcelContents) => {
    const collection = isClaimed(parcel)
      ? (await collectionsOf(handovers, parcel.userId, [parcel])).get(parcel.number)
      : undefined;
    return parcelAnswer(
      parcel,
      { ...(await owing(parcel)), ...(collection && { collection }) },
      declared ?? (await contents.find(parcel.number)),
    );
  };
  const createPreAlert = container.get(PARCEL_TOKENS.CreatePreAlert);
  const deletePreAlert = container.get(PARCEL_TOKENS.DeletePreAlert);
  const receiveParcel = container.get(PARCEL_TOKENS.ReceiveParcel);
  const moveParcel = container.get(PARCEL_TOKENS.MoveParcel);
  const declareContents = container.get(PARCEL_TOKENS.DeclareContents);
  const insureParcel = container.get(PARCEL_TOKENS.InsureParcel);
  const addPhotos = container.get(PARCEL_TOKENS.AddParcelPhotos);
  const removePhoto = container.get(PARCEL_TOKENS.RemoveParcelPhoto);

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
    const [due, fees, declared, taken, collections] = await Promise.all([
      dueForEach(ledger, userId, mine),
      storageFees.feesByParcel(userId),
      contents.findEach(mine.map((p) => p.number)),
      photos.listFor(mine.map((p) => p.number)),
      collectionsOf(handovers, userId, mine.filter(isClaimed)),
    ]);
    // Grouped once: each answer gets its parcel's photos without searching everyone's.
    const photosOf = new Map<string, ParcelPhoto[]>();
    for (const photo of taken)
      photosOf.set(photo.parcelNumber, [...(photosOf.get(photo.parcelNumber) ?? []), photo]);
    return {
      parcels: mine.map((p) =>
        parcelAnswer(
          p,
          {
            dueCents: due.get(p.number) ?? 0,
            siteUrl,
            storageTerms,
            storageFeesCents: fees.get(p.number) ?? 0,
            photos: photosOf.get(p.number) ?? [],
            collection: collections.get(p.number),
          },
          declared.get(p.number),
        ),
      ),
    };
  });
  api.on(getParcelEndpoint, async ({ req, params, refuse }) => {
    const parcel = await parcels.find(normaliseTrackingNumber(params.number));
    // Another customer's parcel is not found: its number tells nobody else that it exists.
    if (parcel?.userId !== signedInUser(req).id) throw refuse(PARCEL_ERRORS.parcelNotFound);
    return answering(parcel);
  });
  api.on(declareContentsEndpoint, async ({ req, params, body, valueOf }) => {
    const declared = valueOf(await declareContents.execute(signedInUser(req).id, params.number, body));
    return answering(declared.parcel, declared.contents);
  });
  api.on(insureParcelEndpoint, async ({ req, params, valueOf }) => {
    const insured = valueOf(await insureParcel.execute(signedInUser(req).id, params.number));
    return answering(insured.parcel, insured.contents);
  });
  api.on(trackParcelEndpoint, async ({ params, refuse }) => {
    const parcel = await parcels.find(normaliseTrackingNumber(params.reference));
    if (!parcel) throw refuse(PARCEL_ERRORS.parcelNotFound);
    return trackingAnswer(
      publicTracking(parcel),
      await lastStepOf(handovers.choices, parcel, config.pickupPoints),
    );
  });
  api.on(receiveParcelEndpoint, async ({ body, valueOf }) => {
    const parcel = valueOf(await receiveParcel.execute(body));
    return staffParcelAnswer(parcel, await owing(parcel));
  });
  api.on(moveParcelEndpoint, async ({ params, body, valueOf }) => {
    const { status, reason, code } = body;
    const parcel = valueOf(await moveParcel.execute(params.reference, status, reason, code));
    return staffParcelAnswer(parcel, await owing(parcel), await contents.find(parcel.number));
  });
  api.on(addParcelPhotosEndpoint, async ({ req, params, body, valueOf }) => {
    const staff = signedInUser(req).email;
    const { parcel } = valueOf(await addPhotos.execute(normaliseTrackingNumber(params.number), body, staff));
    return staffParcelAnswer(parcel, await owing(parcel));
  });
  api.on(removeParcelPhotoEndpoint, async ({ req, params, valueOf }) => {
    const reference = normaliseTrackingNumber(params.number);
    const { parcel, leftBehind } = valueOf(await removePhoto.execute(reference, params.photoId));
    for (const { key, error } of leftBehind) {
      req.log.warn({ err: error, key }, 'a removed photo left a file behind in the photo store');
    }
    return staffParcelAnswer(parcel, await owing(parcel));
  });
  api.on(
    parcelPhotoEndpoint,
    async ({ req, params, refuse }) => {
      const viewer = await currentUser(req, users);
      const parcel = await parcels.findByNumber(params.number);
      // Signed out, another customer's, no such parcel or photo: one answer, which tells nobody anything.
      const allowed = parcel && viewer && (viewer.isAdmin || viewer.id === parcel.userId);
      const photo = allowed ? await photos.find(parcel.number, params.id) : undefined;
      const bytes = photo && (await photoStore.get(photoKey(photo, params.size)));
      if (!photo || !bytes) throw refuse(PARCEL_ERRORS.photoNotFound);
      return { mediaType: photo.mediaType, bytes };
    },
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
  const parcels = container.get(PARCEL_TOKENS.Parcels);
  const choices = container.get(DELIVERY_TOKENS.DeliveryChoices);
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
      const lastStep = parcel && (await lastStepOf(choices, parcel, points));
      return {
        [trackingKey(reference)]:
          parcel && lastStep ? trackingAnswer(publicTracking(parcel), lastStep) : null,
      };
    },
    refused: (message) => ({ [TRACK_REFUSAL_KEY]: message }),
  };
}
