import type { AccountMailContext } from '../../core/accounts/account-mails.js';
import { PAGES } from '../../core/flights/api/flights.pages.js';
import { CreateFlightUseCase } from '../../core/flights/create-flight.use-case.js';
import { DECLARE_CONTENTS, declareContentsComposer } from '../../core/flights/declare-mails.js';
import { DUTY_NOTICE, dutyNoticeComposer } from '../../core/flights/duty-mails.js';
import { FLIGHT_NOTICE, flightNoticeComposer } from '../../core/flights/flight-mails.js';
import { ImportAssessmentUseCase } from '../../core/flights/import-assessment.use-case.js';
import { FLIGHT_TOKENS } from '../../core/flights/flights.tokens.js';
import { LoadShipmentUseCase, UnloadShipmentUseCase } from '../../core/flights/load-shipment.use-case.js';
import { RescheduleFlightUseCase } from '../../core/flights/reschedule-flight.use-case.js';
import { TakeFlightStepUseCase } from '../../core/flights/take-flight-step.use-case.js';
import { ViewManifestUseCase } from '../../core/flights/view-manifest.use-case.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { areaModule } from '../area-module.js';
import type { Config } from '../config.js';
import { DELIVERY_SETTINGS } from '../delivery/delivery.config.js';
import { bindFactory } from '../wiring.js';
import { FLIGHTS_SETTINGS } from './flights.config.js';
import { flightRoutes } from './flights.routes.js';
import { inMemoryFlights, inMemoryParcelFlights } from './in-memory-flights.js';
import { KnexFlights } from './knex-flights.js';
import { KnexParcelFlights } from './knex-parcel-flights.js';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import * as flightsTables from './migrations/20261203-100-flights.js';

const noticeContext = (config: Config): AccountMailContext => ({
  brandName: config.identity.brandName,
  supportEmail: config.identity.supportEmail,
  siteUrl: config.publicUrl,
});

/** Flights: the shipments loaded on each, and its steps moving every parcel on it, each customer told once. */
export const flightsArea = areaModule({
  name: 'flights',
  settings: FLIGHTS_SETTINGS,
  repositories: {
    flights: { knex: (db) => new KnexFlights(db), memory: inMemoryFlights },
    // The parcels area's port: which flight each parcel is on.
    parcelFlights: { knex: (db) => new KnexParcelFlights(db), memory: inMemoryParcelFlights },
  },
  memoryTables: {
    flights: () => new Map(),
    flightShipments: () => new Map(),
    flightReschedules: () => [],
  },
  migrations: { '20261203-100-flights': flightsTables },
  pages: PAGES,
  bind(container, { config, reads }) {
    const { UnitOfWork: uow, Clock: clock, Ids: ids } = TOKENS;
    container.bind(FLIGHT_TOKENS.Flights).toConstantValue(reads.flights);
    container.bind(FLIGHT_TOKENS.ArrivalScans).toConstantValue(reads.arrivalScans);
    // The parcels' views reckon a parcel's ready-by day with this area's setting.
    container
      .bind(PARCEL_TOKENS.Clearance)
      .toConstantValue({ clearanceDays: FLIGHTS_SETTINGS.of(config).clearanceDays });
    bindFactory(
      container,
      FLIGHT_TOKENS.CreateFlight,
      [uow, clock, ids],
      (u, c, i) => new CreateFlightUseCase(u, c, i, FLIGHTS_SETTINGS.of(config).warehouseAirport),
    );
    bindFactory(
      container,
      FLIGHT_TOKENS.RescheduleFlight,
      [uow, clock],
      (u, c) => new RescheduleFlightUseCase(u, c),
    );
    bindFactory(
      container,
      FLIGHT_TOKENS.TakeFlightStep,
      [uow, clock],
      (u, c) => new TakeFlightStepUseCase(u, c),
    );
    bindFactory(container, FLIGHT_TOKENS.LoadShipment, [uow, clock], (u, c) => new LoadShipmentUseCase(u, c));
    bindFactory(container, FLIGHT_TOKENS.UnloadShipment, [uow], (u) => new UnloadShipmentUseCase(u));
    bindFactory(
      container,
      FLIGHT_TOKENS.ImportAssessment,
      [uow, clock, ids],
      (u, c, i) => new ImportAssessmentUseCase(u, c, i, config.exchangeRate),
    );
    container
      .bind(FLIGHT_TOKENS.ViewManifest)
      .toConstantValue(
        new ViewManifestUseCase(
          reads,
          DELIVERY_SETTINGS.of(config),
          FLIGHTS_SETTINGS.of(config).consolidator,
        ),
      );
  },
  mailComposers: ({ config, reads }) => ({
    [FLIGHT_NOTICE]: flightNoticeComposer(
      { ...noticeContext(config), clearanceDays: FLIGHTS_SETTINGS.of(config).clearanceDays },
      DELIVERY_SETTINGS.of(config),
      reads,
    ),
    [DECLARE_CONTENTS]: declareContentsComposer(noticeContext(config), reads),
    [DUTY_NOTICE]: dutyNoticeComposer(noticeContext(config), reads),
  }),
  routes(container, api) {
    flightRoutes(container, api);
  },
});
