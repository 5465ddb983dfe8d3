import {
  assessmentReportResponse,
  flightListResponse,
  flightResponse,
  flightViewResponse,
} from '../../core/flights/api/flight-responses.schema.js';
import {
  arriveFlightEndpoint,
  clearFlightEndpoint,
  closeFlightEndpoint,
  createFlightEndpoint,
  departFlightEndpoint,
  flightManifestEndpoint,
  getFlightEndpoint,
  importAssessmentEndpoint,
  listFlightsEndpoint,
  loadShipmentEndpoint,
  rescheduleFlightEndpoint,
  unloadShipmentEndpoint,
} from '../../core/flights/api/flights.endpoints.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import type { Flight, FlightStep } from '../../core/flights/flight.js';
import { FLIGHT_PAGE_SIZE, flightPageStart } from '../../core/flights/flight-page.js';
import { viewFlight } from '../../core/flights/flight-view.js';
import { flightStepSchema } from '../../core/flights/flights.schema.js';
import { FLIGHT_TOKENS } from '../../core/flights/flights.tokens.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { signedInUser, staffActor } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import { HttpError, parseOrThrow } from '../http/errors.js';
import type { AppContainer } from '../wiring.js';
import { manifestCsv } from './manifest-csv.js';
import { manifestPdf } from './manifest-pdf.js';

/** Staff's flights: planned, loaded by scan, closed, flown, landed and cleared. */
export function flightRoutes(container: AppContainer, api: EndpointRouter): void {
  const flights = container.get(FLIGHT_TOKENS.Flights);
  const create = container.get(FLIGHT_TOKENS.CreateFlight);
  const reschedule = container.get(FLIGHT_TOKENS.RescheduleFlight);
  const take = container.get(FLIGHT_TOKENS.TakeFlightStep);
  const load = container.get(FLIGHT_TOKENS.LoadShipment);
  const unload = container.get(FLIGHT_TOKENS.UnloadShipment);
  const viewManifest = container.get(FLIGHT_TOKENS.ViewManifest);
  const importAssessment = container.get(FLIGHT_TOKENS.ImportAssessment);
  const reads = {
    flights,
    users: container.get(ACCOUNT_TOKENS.Users),
    arrivals: container.get(FLIGHT_TOKENS.ArrivalScans),
  };
  const clock = container.get(TOKENS.Clock);

  const view = async (flight: Flight) => flightViewResponse(await viewFlight(reads, flight, clock.now()));

  api.on(createFlightEndpoint, async ({ body, valueOf }) =>
    flightResponse(valueOf(await create.execute(body))),
  );
  api.on(listFlightsEndpoint, async ({ query }) => {
    const limit = query.limit ?? FLIGHT_PAGE_SIZE;
    const after = query.cursor === undefined ? undefined : flightPageStart(query.cursor);
    if (query.cursor !== undefined && after === undefined)
      throw new HttpError('VALIDATION', 'This list has no such page: start again from its first page.', [
        { path: 'cursor', message: 'This list has no such page: start again from its first page.' },
      ]);
    return flightListResponse(await flights.list(limit, after), limit);
  });
  api.on(getFlightEndpoint, async ({ params, refuse }) => {
    const flight = await flights.find(params.id);
    if (!flight) throw refuse({ code: 'FLIGHTS.NOT_FOUND', message: 'No flight has this id.' });
    return view(flight);
  });
  api.on(rescheduleFlightEndpoint, async ({ params, body, valueOf }) =>
    view(valueOf(await reschedule.execute(params.id, body))),
  );
  const steps: [
    (
      | typeof closeFlightEndpoint
      | typeof departFlightEndpoint
      | typeof arriveFlightEndpoint
      | typeof clearFlightEndpoint
    ),
    FlightStep,
  ][] = [
    [closeFlightEndpoint, 'close'],
    [departFlightEndpoint, 'depart'],
    [arriveFlightEndpoint, 'arrive'],
    [clearFlightEndpoint, 'clear'],
  ];
  for (const [declared, step] of steps)
    api.on(declared, async ({ req, params, body, valueOf }) => {
      const { at } = parseOrThrow(flightStepSchema, body ?? {});
      return view(valueOf(await take.execute(params.id, step, at, staffActor(req))));
    });
  api.on(loadShipmentEndpoint, async ({ req, params, body, valueOf }) =>
    view(valueOf(await load.execute(params.id, body.reference, staffActor(req)))),
  );
  api.on(unloadShipmentEndpoint, async ({ params, valueOf }) =>
    view(valueOf(await unload.execute(params.id, params.reference))),
  );
  api.on(flightManifestEndpoint, async ({ params, query, res, valueOf }) => {
    const manifest = valueOf(await viewManifest.execute(params.id));
    const { flightNumber, mawb } = manifest.flight;
    res.attachment(`manifest-${flightNumber}-${mawb}.${query.format}`);
    return query.format === 'pdf'
      ? { mediaType: 'application/pdf', bytes: await manifestPdf(manifest) }
      : { mediaType: 'text/csv; charset=utf-8', bytes: manifestCsv(manifest) };
  });
  api.on(importAssessmentEndpoint, async ({ req, params, body, refuse }) => {
    const report = await importAssessment.execute(params.id, body, signedInUser(req).email);
    if (report.ok) return assessmentReportResponse(report.value);
    // A file that cannot be read is a problem with the body's file, which the answer names as its field.
    throw report.error.code === 'FLIGHTS.ASSESSMENT_UNREADABLE'
      ? refuse(report.error, [{ path: 'file', message: report.error.message }])
      : refuse(report.error);
  });
}
