import { PAGES } from '../../core/dispatch/api/dispatch.pages.js';
import { AssignRiderUseCase } from '../../core/dispatch/assign-rider.use-case.js';
import { DISPATCH_TOKENS } from '../../core/dispatch/dispatch.tokens.js';
import type { RunSheetPrinter } from '../../core/dispatch/run-sheet.js';
import { ManageRidersUseCase } from '../../core/dispatch/manage-riders.use-case.js';
import { RecordFailedDeliveryUseCase } from '../../core/dispatch/record-failed-delivery.use-case.js';
import { ViewDispatchUseCase } from '../../core/dispatch/view-dispatch.use-case.js';
import { ViewDoorDeliveriesUseCase } from '../../core/dispatch/view-door-deliveries.use-case.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { areaModule } from '../area-module.js';
import type { Config } from '../config.js';
import { DELIVERY_SETTINGS } from '../delivery/delivery.config.js';
import { bindFactory } from '../wiring.js';
import { dispatchRoutes } from './dispatch.routes.js';
import { inMemoryDispatch, inMemoryReadyShipments } from './in-memory-dispatch.js';
import { KnexDispatch, KnexReadyShipments } from './knex-dispatch.js';
import * as dispatchTables from './migrations/20261204-123-dispatch.js';

/** What a dispatch notice says of the business. */
const noticeContext = (config: Config) => ({
  brandName: config.identity.brandName,
  supportEmail: config.identity.supportEmail,
  siteUrl: config.publicUrl,
});

/** The last mile: what waits for handover, the riders, their days, and the doors that failed. */
export const dispatchArea = areaModule({
  name: 'dispatch',
  pages: PAGES,
  repositories: {
    dispatch: { knex: (db) => new KnexDispatch(db), memory: inMemoryDispatch },
    readyShipments: { knex: (db) => new KnexReadyShipments(db), memory: inMemoryReadyShipments },
  },
  memoryTables: {
    dispatchRiders: () => new Map(),
    dispatchAssignments: () => [],
    dispatchFailures: () => [],
  },
  migrations: { '20261204-123-dispatch': dispatchTables },
  bind(container, { config, reads }) {
    const points = DELIVERY_SETTINGS.of(config);
    const mail = noticeContext(config);
    bindFactory(
      container,
      DISPATCH_TOKENS.ViewDispatch,
      [TOKENS.Clock],
      (c) =>
        new ViewDispatchUseCase(
          { readyShipments: reads.readyShipments, ledger: reads.ledger, dispatch: reads.dispatch },
          points,
          c,
        ),
    );
    bindFactory(
      container,
      DISPATCH_TOKENS.ViewDoorDeliveries,
      [TOKENS.Clock],
      (c) =>
        new ViewDoorDeliveriesUseCase(
          { readyShipments: reads.readyShipments, dispatch: reads.dispatch },
          points,
          c,
        ),
    );
    bindFactory(
      container,
      DISPATCH_TOKENS.ManageRiders,
      [TOKENS.UnitOfWork, TOKENS.Clock, TOKENS.Ids],
      (u, c, i) => new ManageRidersUseCase(u, c, i),
    );
    bindFactory(
      container,
      DISPATCH_TOKENS.AssignRider,
      [TOKENS.UnitOfWork, TOKENS.Clock],
      (u, c) => new AssignRiderUseCase(u, c, points, mail),
    );
    bindFactory(
      container,
      DISPATCH_TOKENS.RecordFailedDelivery,
      [TOKENS.UnitOfWork, TOKENS.Clock, TOKENS.Ids],
      (u, c, i) => new RecordFailedDeliveryUseCase(u, c, i, points, mail),
    );
    const printer: RunSheetPrinter = {
      // pdfkit loads on the first run sheet, as the labels' printer loads it.
      print: async (sheet) => ({
        mediaType: 'application/pdf',
        bytes: await (await import('./run-sheet-pdf.js')).runSheetPdf(sheet, config.identity.brandName),
      }),
    };
    container.bind(DISPATCH_TOKENS.RunSheetPrinter).toConstantValue(printer);
  },
  routes: dispatchRoutes,
});
