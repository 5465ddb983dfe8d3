import { PAGES } from '../../core/scans/api/scans.pages.js';
import { FLIGHT_TOKENS } from '../../core/flights/flights.tokens.js';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { RecordScanUseCase } from '../../core/scans/record-scan.use-case.js';
import { SCAN_TOKENS } from '../../core/scans/scans.tokens.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { areaModule } from '../area-module.js';
import { FLIGHTS_SETTINGS } from '../flights/flights.config.js';
import { bindFactory } from '../wiring.js';
import { inMemoryArrivalScans, inMemoryScans } from './in-memory-scans.js';
import { KnexArrivalScans, KnexScans } from './knex-scans.js';
import * as scansTable from './migrations/20261204-110-scans.js';
import { scanRoutes } from './scans.routes.js';

/** A scan at every hand-off: each taken by the use case that takes it, each recorded, arrivals checked. */
export const scansArea = areaModule({
  name: 'scans',
  pages: PAGES,
  repositories: {
    scans: { knex: (db) => new KnexScans(db), memory: inMemoryScans },
    // The flights area's port: a flight's arrival scans against its manifest.
    arrivalScans: { knex: (db) => new KnexArrivalScans(db), memory: inMemoryArrivalScans },
  },
  memoryTables: { scanEvents: () => [] },
  migrations: { '20261204-110-scans': scansTable },
  bind(container, { config, reads }) {
    container.bind(SCAN_TOKENS.Scans).toConstantValue(reads.scans);
    bindFactory(
      container,
      SCAN_TOKENS.RecordScan,
      [
        TOKENS.UnitOfWork,
        TOKENS.Clock,
        TOKENS.Ids,
        PARCEL_TOKENS.ReceiveParcel,
        PARCEL_TOKENS.PackShipment,
        FLIGHT_TOKENS.LoadShipment,
        FLIGHT_TOKENS.TakeFlightStep,
        PARCEL_TOKENS.MoveParcel,
      ],
      (uow, clock, ids, receive, pack, load, takeFlightStep, move) =>
        new RecordScanUseCase(
          uow,
          clock,
          ids,
          { receive, pack, load, takeFlightStep, move },
          FLIGHTS_SETTINGS.of(config).warehouseAirport,
        ),
    );
  },
  routes: scanRoutes,
});
