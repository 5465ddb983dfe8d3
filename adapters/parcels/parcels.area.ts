import { PAGES } from '../../core/parcels/parcels.pages.js';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { CreatePreAlertUseCase } from '../../core/parcels/create-pre-alert.use-case.js';
import { DeletePreAlertUseCase } from '../../core/parcels/delete-pre-alert.use-case.js';
import { ImportParcelStatusesUseCase } from '../../core/parcels/import-parcel-statuses.use-case.js';
import { MoveParcelUseCase } from '../../core/parcels/move-parcel.use-case.js';
import { ReceiveParcelUseCase } from '../../core/parcels/receive-parcel.use-case.js';
import { ChargeStorageUseCase } from '../../core/parcels/charge-storage.use-case.js';
import { TOKENS } from '../../core/shared/tokens.js';
import type { AccountMailContext } from '../../core/accounts/account-mails.js';
import { PARCEL_NOTICE, parcelNoticeComposer } from '../../core/parcels/parcel-mails.js';
import type { Config } from '../config.js';
import { parcelRoutes, trackLivePage } from './parcels.routes.js';
import { inMemoryParcels, inMemoryPreAlerts } from './in-memory-parcels.js';
import { KnexParcels } from './knex-parcels.js';
import { KnexPreAlerts } from './knex-pre-alerts.js';
import { KnexStorageFees } from './knex-storage-fees.js';
import { inMemoryStorageFees } from './in-memory-storage-fees.js';
import { DailyStorageFees } from './daily-storage-fees.js';
import * as storageFees from './migrations/20261127-031-storage-fees.js';
import * as preAlertsAndParcels from './migrations/20261126-009-pre-alerts-and-parcels.js';
import * as statusFromEvents from './migrations/20261126-011-parcel-status-from-events.js';
import * as eventReasons from './migrations/20261127-011-parcel-event-reasons.js';
import { ADAPTER_TOKENS, bindFactory } from '../wiring.js';
import { areaModule } from '../area-module.js';

const MINUTE = 60_000;

/** What a parcel notice says of the business: its name, support address and site. */
const noticeContext = (config: Config): AccountMailContext => ({
  brandName: config.identity.brandName,
  supportEmail: config.identity.supportEmail,
  siteUrl: config.publicUrl,
});

/** The customer portal's core: pre-alerts, parcels received at the warehouse, their steps, public tracking. */
export const parcelsArea = areaModule({
  name: 'parcels',
  pages: PAGES,
  repositories: {
    preAlerts: { knex: (db) => new KnexPreAlerts(db), memory: inMemoryPreAlerts },
    parcels: { knex: (db, bulkLoad) => new KnexParcels(db, bulkLoad), memory: inMemoryParcels },
    storageFees: { knex: (db) => new KnexStorageFees(db), memory: inMemoryStorageFees },
  },
  memoryTables: {
    preAlerts: () => new Map(),
    parcels: () => new Map(),
    storageRuns: () => new Map(),
    storageChargedThrough: () => new Map(),
  },
  migrations: {
    '20261126-009-pre-alerts-and-parcels': preAlertsAndParcels,
    '20261126-011-parcel-status-from-events': statusFromEvents,
    '20261127-011-parcel-event-reasons': eventReasons,
    '20261127-031-storage-fees': storageFees,
  },
  rateLimits: {
    track: { windowMs: 10 * MINUTE, limit: 60 },
    // More than a haul of a busy shopping day, far fewer than a script's.
    preAlerts: { windowMs: 10 * MINUTE, limit: 60 },
  },
  bind(container, { config, reads }) {
    const { UnitOfWork: uow, Clock: clock } = TOKENS;
    const mail = noticeContext(config);
    container.bind(PARCEL_TOKENS.PreAlerts).toConstantValue(reads.preAlerts);
    container.bind(PARCEL_TOKENS.Parcels).toConstantValue(reads.parcels);
    container.bind(PARCEL_TOKENS.StorageFees).toConstantValue(reads.storageFees);
    bindFactory(
      container,
      PARCEL_TOKENS.ChargeStorage,
      [uow, clock],
      (u, c) => new ChargeStorageUseCase(u, c, config.storage),
    );
    bindFactory(
      container,
      PARCEL_TOKENS.CreatePreAlert,
      [uow, clock],
      (u, c) => new CreatePreAlertUseCase(u, c),
    );
    bindFactory(container, PARCEL_TOKENS.DeletePreAlert, [uow], (u) => new DeletePreAlertUseCase(u));
    bindFactory(
      container,
      PARCEL_TOKENS.ReceiveParcel,
      [uow, clock],
      (u, c) => new ReceiveParcelUseCase(u, c, mail),
    );
    bindFactory(container, PARCEL_TOKENS.MoveParcel, [uow, clock], (u, c) => new MoveParcelUseCase(u, c));
    bindFactory(
      container,
      PARCEL_TOKENS.ImportParcelStatuses,
      [uow, clock],
      (u, c) => new ImportParcelStatusesUseCase(u, c),
    );
  },
  mailComposers: ({ config, reads }) => ({
    [PARCEL_NOTICE]: parcelNoticeComposer(noticeContext(config), config.exchangeRate, reads),
  }),
  routes(container, api, { config }) {
    parcelRoutes(container, api, config);
  },
  livePages: (container, { limiting }) => [trackLivePage(container, limiting)],
  workers: (container) => [
    new DailyStorageFees(container.get(PARCEL_TOKENS.ChargeStorage), container.get(ADAPTER_TOKENS.Logger)),
  ],
});
