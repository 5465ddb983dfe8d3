import {
  dispatchListResponse,
  doorDeliveriesResponse,
  riderResponse,
  runSheetResponse,
} from '../../core/dispatch/api/dispatch-responses.schema.js';
import {
  addRiderEndpoint,
  assignRiderEndpoint,
  deactivateRiderEndpoint,
  dispatchListEndpoint,
  doorDeliveriesEndpoint,
  listRidersEndpoint,
  recordFailureEndpoint,
  runSheetDataEndpoint,
  runSheetEndpoint,
} from '../../core/dispatch/api/dispatch.endpoints.js';
import { DISPATCH_TOKENS } from '../../core/dispatch/dispatch.tokens.js';
import { signedInUser, staffActor } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { AppContainer } from '../wiring.js';

/** The dispatch desk (the day's list, riders, assignments, failures, run sheets) and the customer's doors. */
export function dispatchRoutes(container: AppContainer, api: EndpointRouter): void {
  const view = container.get(DISPATCH_TOKENS.ViewDispatch);
  const riders = container.get(DISPATCH_TOKENS.ManageRiders);
  const assign = container.get(DISPATCH_TOKENS.AssignRider);
  const fail = container.get(DISPATCH_TOKENS.RecordFailedDelivery);
  const printer = container.get(DISPATCH_TOKENS.RunSheetPrinter);
  const doors = container.get(DISPATCH_TOKENS.ViewDoorDeliveries);
  api.on(dispatchListEndpoint, async ({ query }) => {
    const [list, all] = await Promise.all([view.execute(query), view.riders()]);
    return dispatchListResponse(list, all);
  });
  api.on(listRidersEndpoint, async () => ({ riders: (await view.riders()).map(riderResponse) }));
  api.on(addRiderEndpoint, async ({ body }) => riderResponse(await riders.add(body)));
  api.on(deactivateRiderEndpoint, async ({ params, valueOf }) =>
    riderResponse(valueOf(await riders.deactivate(params.riderId))),
  );
  api.on(assignRiderEndpoint, async ({ req, body, valueOf }) => {
    const done = valueOf(await assign.execute(body, staffActor(req)));
    return { rider: riderResponse(done.rider), references: done.references };
  });
  api.on(recordFailureEndpoint, async ({ req, body, valueOf }) => {
    const done = valueOf(await fail.execute(body, staffActor(req)));
    return {
      reference: done.failure.reference,
      attempts: done.attempts,
      backOn: done.backOn,
      movedTo: done.movedTo,
    };
  });
  api.on(runSheetEndpoint, async ({ params, query, valueOf }) =>
    printer.print(valueOf(await view.runSheet(params.riderId, query.date))),
  );
  api.on(runSheetDataEndpoint, async ({ params, query, valueOf }) =>
    runSheetResponse(valueOf(await view.runSheet(params.riderId, query.date))),
  );
  api.on(doorDeliveriesEndpoint, async ({ req }) =>
    doorDeliveriesResponse(await doors.execute(signedInUser(req).id)),
  );
}
