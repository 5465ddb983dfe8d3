import { PAGES } from '../../core/parcels/api/parcels.pages.js';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { CreatePreAlertUseCase } from '../../core/parcels/create-pre-alert.use-case.js';
import { DeletePreAlertUseCase } from '../../core/parcels/delete-pre-alert.use-case.js';
import { ImportParcelStatusesUseCase } from '../../core/parcels/import-parcel-statuses.use-case.js';
import { MoveParcelUseCase } from '../../core/parcels/move-parcel.use-case.js';
import { ReceiveParcelUseCase } from '../../core/parcels/receive-parcel.use-case.js';
import { AssignParcelUseCase } from '../../core/parcels/assign-parcel.use-case.js';
import { ChargeStorageUseCase } from '../../core/parcels/charge-storage.use-case.js';
import { DeclareContentsUseCase } from '../../core/parcels/declare-contents.use-case.js';
import { InsureParcelUseCase } from '../../core/parcels/insure-parcel.use-case.js';
import { AddParcelPhotosUseCase } from '../../core/parcels/add-parcel-photos.use-case.js';
import { RemoveParcelPhotoUseCase } from '../../core/parcels/remove-parcel-photo.use-case.js';
import { ViewParcelPhotoUseCase } from '../../core/parcels/view-parcel-photo.use-case.js';
import { ViewParcelsUseCase } from '../../core/parcels/view-parcels.use-case.js';
import { ViewShipmentsUseCase } from '../../core/parcels/view-shipments.use-case.js';
import { ViewLabelsUseCase } from '../../core/parcels/view-labels.use-case.js';
import { KnexParcelLabels } from './knex-parcel-labels.js';
import { inMemoryParcelLabels } from './in-memory-parcel-labels.js';
import { PdfZplLabelPrinter } from './labels/label-printer.js';
import type { PhotoStore } from '../../core/parcels/parcels.ports.js';
import { TOKENS } from '../../core/shared/tokens.js';
import type { AccountMailContext } from '../../core/accounts/account-mails.js';
import { PARCEL_NOTICE, parcelNoticeComposer } from '../../core/parcels/parcel-mails.js';
import type { Config } from '../config.js';
import { parcelRoutes, trackLivePage } from './parcels.routes.js';
import { parcelDeskRoutes } from './parcel-desk.routes.js';
import {
  inMemoryParcelDepartures,
  inMemoryParcelPhotos,
  inMemoryParcels,
  inMemoryPreAlerts,
} from './in-memory-parcels.js';
import { KnexParcelDepartures } from './knex-parcel-departures.js';
import { KnexParcels } from './knex-parcels.js';
import { KnexParcelPhotos } from './knex-parcel-photos.js';
import { InMemoryPhotoStore } from './photos/in-memory-photo-store.js';
import { photoStoreFor } from './photos/photo-store-for.js';
import { SharpPhotoDeveloper } from './photos/sharp-photo-developer.js';
import { KnexPreAlerts } from './knex-pre-alerts.js';
import { KnexStorageFees } from './knex-storage-fees.js';
import { inMemoryStorageFees } from './in-memory-storage-fees.js';
import { DailyStorageFees } from './daily-storage-fees.js';
import * as storageFees from './migrations/20261127-031-storage-fees.js';
import { KnexShipments } from './knex-shipments.js';
import { inMemoryShipments } from './in-memory-shipments.js';
import { shipmentRoutes } from './shipments.routes.js';
import { PackShipmentUseCase } from '../../core/parcels/pack-shipment.use-case.js';
import { RequestShipmentUseCase } from '../../core/parcels/request-shipment.use-case.js';
import { WithdrawShipRequestUseCase } from '../../core/parcels/withdraw-ship-request.use-case.js';
import * as shipmentsTables from './migrations/20261127-060-shipments.js';
import { KnexParcelContents } from './knex-parcel-contents.js';
import { inMemoryParcelContents } from './in-memory-parcel-contents.js';
import * as preAlertsAndParcels from './migrations/20261126-009-pre-alerts-and-parcels.js';
import * as statusFromEvents from './migrations/20261126-011-parcel-status-from-events.js';
import * as eventReasons from './migrations/20261127-011-parcel-event-reasons.js';
import * as parcelContents from './migrations/20261127-040-parcel-contents.js';
import { ADAPTER_TOKENS, type ContainerOverrides, bindFactory } from '../wiring.js';
import * as parcelPhotos from './migrations/20261127-020-parcel-photos.js';
import * as unclaimedParcels from './migrations/20261127-090-unclaimed-parcels.js';
import { type AreaContext, areaModule } from '../area-module.js';
import * as collectionCodesTable from './migrations/20261127-082-collection-codes.js';
import { KnexCollectionCodes } from './knex-collection-codes.js';
import { inMemoryCollectionCodes } from './in-memory-collection-codes.js';
import * as handoversTable from './migrations/20261204-140-parcel-handovers.js';
import { KnexParcelHandovers } from './knex-parcel-handovers.js';
import { inMemoryParcelHandovers } from './in-memory-parcel-handovers.js';
import { DELIVERY_SETTINGS } from '../delivery/delivery.config.js';
import { PARCELS_SETTINGS } from './parcels.config.js';

const MINUTE = 60_000;

declare module '../wiring.js' {
  interface ContainerOverrides {
    /** Where photos are kept; default: as configured, or in memory on the in-memory storage. */
    photoStore?: PhotoStore;
  }
}

/** What a parcel notice says of the business: its name, support address and site. */
const noticeContext = (config: Config): AccountMailContext => ({
  brandName: config.identity.brandName,
  supportEmail: config.identity.supportEmail,
  siteUrl: config.publicUrl,
});

/** The photo store an override gives (its caller's to close), or the configured one, closed with the container. */
function photoStoreOf(
  config: Config,
  overrides: ContainerOverrides,
  onClose: AreaContext['onClose'],
): PhotoStore {
  if (overrides.photoStore) return overrides.photoStore;
  if (overrides.storage === 'memory') return new InMemoryPhotoStore();
  const opened = photoStoreFor(config);
  onClose(() => opened.close());
  return opened.store;
}

/** The customer portal's core: pre-alerts, parcels received at the warehouse, their steps, public tracking. */
export const parcelsArea = areaModule({
  name: 'parcels',
  settings: PARCELS_SETTINGS,
  // The pricing pages, FAQ and terms state the storage terms.
  siteConfig: (config) => ({ storage: PARCELS_SETTINGS.of(config).storage }),
  pages: PAGES,
  repositories: {
    preAlerts: { knex: (db) => new KnexPreAlerts(db), memory: inMemoryPreAlerts },
    parcels: { knex: (db, bulkLoad) => new KnexParcels(db, bulkLoad), memory: inMemoryParcels },
    storageFees: { knex: (db) => new KnexStorageFees(db), memory: inMemoryStorageFees },
    shipments: { knex: (db) => new KnexShipments(db), memory: inMemoryShipments },
    parcelContents: { knex: (db) => new KnexParcelContents(db), memory: inMemoryParcelContents },
    parcelPhotos: { knex: (db) => new KnexParcelPhotos(db), memory: inMemoryParcelPhotos },
    collectionCodes: { knex: (db) => new KnexCollectionCodes(db), memory: inMemoryCollectionCodes },
    parcelHandovers: { knex: (db) => new KnexParcelHandovers(db), memory: inMemoryParcelHandovers },
    parcelLabels: { knex: (db) => new KnexParcelLabels(db), memory: inMemoryParcelLabels },
    // Delivery's port: which of an account's choices its parcels may still go by.
    parcelDepartures: { knex: (db) => new KnexParcelDepartures(db), memory: inMemoryParcelDepartures },
  },
  memoryTables: {
    preAlerts: () => new Map(),
    parcels: () => new Map(),
    storageRuns: () => new Map(),
    storageChargedThrough: () => new Map(),
    shipRequests: () => new Map(),
    shipments: () => new Map(),
    parcelContents: () => new Map(),
    parcelPhotos: () => [],
    collectionCodes: () => new Map(),
    parcelHandovers: () => new Map(),
  },
  migrations: {
    '20261126-009-pre-alerts-and-parcels': preAlertsAndParcels,
    '20261126-011-parcel-status-from-events': statusFromEvents,
    '20261127-011-parcel-event-reasons': eventReasons,
    '20261127-031-storage-fees': storageFees,
    '20261127-060-shipments': shipmentsTables,
    '20261127-040-parcel-contents': parcelContents,
    '20261127-020-parcel-photos': parcelPhotos,
    '20261127-090-unclaimed-parcels': unclaimedParcels,
    '20261127-082-collection-codes': collectionCodesTable,
    '20261204-140-parcel-handovers': handoversTable,
  },
  rateLimits: {
    track: { windowMs: 10 * MINUTE, limit: 60 },
    // More than a haul of a busy shopping day, far fewer than a script's.
    preAlerts: { windowMs: 10 * MINUTE, limit: 60 },
  },
  bind(container, { config, reads, overrides, onClose }) {
    const { UnitOfWork: uow, Clock: clock } = TOKENS;
    const mail = noticeContext(config);
    container.bind(PARCEL_TOKENS.PreAlerts).toConstantValue(reads.preAlerts);
    container.bind(PARCEL_TOKENS.Parcels).toConstantValue(reads.parcels);
    container.bind(PARCEL_TOKENS.StorageFees).toConstantValue(reads.storageFees);
    bindFactory(
      container,
      PARCEL_TOKENS.ChargeStorage,
      [uow, clock],
      (u, c) => new ChargeStorageUseCase(u, c, PARCELS_SETTINGS.of(config).storage),
    );
    container.bind(PARCEL_TOKENS.Shipments).toConstantValue(reads.shipments);
    bindFactory(
      container,
      PARCEL_TOKENS.RequestShipment,
      [uow, clock, TOKENS.Ids],
      (u, c, ids) => new RequestShipmentUseCase(u, c, ids),
    );
    bindFactory(
      container,
      PARCEL_TOKENS.WithdrawShipRequest,
      [uow, clock],
      (u, c) => new WithdrawShipRequestUseCase(u, c),
    );
    bindFactory(
      container,
      PARCEL_TOKENS.PackShipment,
      [uow, clock, TOKENS.Ids],
      (u, c, ids) => new PackShipmentUseCase(u, c, ids, mail),
    );
    container.bind(PARCEL_TOKENS.ParcelContents).toConstantValue(reads.parcelContents);
    container.bind(PARCEL_TOKENS.ParcelPhotos).toConstantValue(reads.parcelPhotos);
    container.bind(PARCEL_TOKENS.CollectionCodes).toConstantValue(reads.collectionCodes);
    container.bind(PARCEL_TOKENS.ParcelHandovers).toConstantValue(reads.parcelHandovers);
    container.bind(PARCEL_TOKENS.PhotoStore).toConstantValue(photoStoreOf(config, overrides, onClose));
    container.bind(PARCEL_TOKENS.PhotoDeveloper).toConstantValue(new SharpPhotoDeveloper());
    bindFactory(
      container,
      PARCEL_TOKENS.AddParcelPhotos,
      [uow, PARCEL_TOKENS.PhotoStore, PARCEL_TOKENS.PhotoDeveloper, clock, TOKENS.Ids],
      (u, s, d, c, ids) => new AddParcelPhotosUseCase(u, s, d, c, ids),
    );
    bindFactory(
      container,
      PARCEL_TOKENS.RemoveParcelPhoto,
      [uow, PARCEL_TOKENS.PhotoStore],
      (u, s) => new RemoveParcelPhotoUseCase(u, s),
    );
    bindFactory(
      container,
      PARCEL_TOKENS.ViewParcelPhoto,
      [PARCEL_TOKENS.Parcels, PARCEL_TOKENS.ParcelPhotos, PARCEL_TOKENS.PhotoStore],
      (p, ph, s) => new ViewParcelPhotoUseCase(p, ph, s),
    );
    bindFactory(
      container,
      PARCEL_TOKENS.CreatePreAlert,
      [uow, clock, TOKENS.Ids],
      (u, c, ids) => new CreatePreAlertUseCase(u, c, ids),
    );
    bindFactory(container, PARCEL_TOKENS.DeletePreAlert, [uow], (u) => new DeletePreAlertUseCase(u));
    bindFactory(
      container,
      PARCEL_TOKENS.ReceiveParcel,
      [uow, clock, TOKENS.Ids],
      (u, c, ids) => new ReceiveParcelUseCase(u, c, ids, mail),
    );
    bindFactory(
      container,
      PARCEL_TOKENS.AssignParcel,
      [uow, clock, TOKENS.Ids],
      (u, c, ids) => new AssignParcelUseCase(u, c, ids, mail),
    );
    bindFactory(container, PARCEL_TOKENS.MoveParcel, [uow, clock], (u, c) => new MoveParcelUseCase(u, c));
    bindFactory(
      container,
      PARCEL_TOKENS.ImportParcelStatuses,
      [uow, clock],
      (u, c) => new ImportParcelStatusesUseCase(u, c),
    );
    bindFactory(
      container,
      PARCEL_TOKENS.DeclareContents,
      [uow, clock],
      (u, c) => new DeclareContentsUseCase(u, c),
    );
    bindFactory(
      container,
      PARCEL_TOKENS.InsureParcel,
      [uow, clock, TOKENS.Ids],
      (u, c, ids) => new InsureParcelUseCase(u, c, ids),
    );
    container.bind(PARCEL_TOKENS.ParcelFlights).toConstantValue(reads.parcelFlights);
    // The clearance days are the flights area's setting: it binds them (PARCEL_TOKENS.Clearance).
    bindFactory(
      container,
      PARCEL_TOKENS.ViewParcels,
      [clock, PARCEL_TOKENS.Clearance],
      (c, clearance) =>
        new ViewParcelsUseCase(reads, {
          siteUrl: config.publicUrl,
          storageTerms: PARCELS_SETTINGS.of(config).storage,
          points: DELIVERY_SETTINGS.of(config),
          clearanceDays: clearance.clearanceDays,
          now: () => c.now(),
        }),
    );
    container.bind(PARCEL_TOKENS.ViewShipments).toConstantValue(new ViewShipmentsUseCase(reads.shipments));
    container
      .bind(PARCEL_TOKENS.ViewLabels)
      .toConstantValue(
        new ViewLabelsUseCase(
          reads.parcelLabels,
          new PdfZplLabelPrinter(config.identity.brandName),
          DELIVERY_SETTINGS.of(config),
        ),
      );
  },
  mailComposers: ({ config, reads }) => ({
    [PARCEL_NOTICE]: parcelNoticeComposer(
      noticeContext(config),
      config.exchangeRate,
      DELIVERY_SETTINGS.of(config),
      reads,
    ),
  }),
  routes(container, api, { config }) {
    parcelRoutes(container, api, config);
    parcelDeskRoutes(container, api, config);
    shipmentRoutes(container, api);
  },
  livePages: (container, { limiting, config }) => [
    trackLivePage(container, limiting, DELIVERY_SETTINGS.of(config)),
  ],
  workers: (container) => [
    new DailyStorageFees(container.get(PARCEL_TOKENS.ChargeStorage), container.get(ADAPTER_TOKENS.Logger)),
  ],
});
