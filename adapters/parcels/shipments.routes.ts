import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { shipRequestResponse, shipmentResponse } from '../../core/parcels/api/shipment-responses.schema.js';
import {
  listShipRequestsEndpoint,
  packShipmentEndpoint,
  requestShipmentEndpoint,
  waitingShipRequestsEndpoint,
  withdrawShipRequestEndpoint,
} from '../../core/parcels/api/shipments.endpoints.js';
import type { AppContainer } from '../wiring.js';
import { signedInUser, staffActor } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';

/** Consolidation: a customer's requests for parcels to travel together, and staff packing them into one box. */
export function shipmentRoutes(container: AppContainer, api: EndpointRouter): void {
  const views = container.get(PARCEL_TOKENS.ViewShipments);
  const request = container.get(PARCEL_TOKENS.RequestShipment);
  const withdraw = container.get(PARCEL_TOKENS.WithdrawShipRequest);
  const pack = container.get(PARCEL_TOKENS.PackShipment);

  api.on(requestShipmentEndpoint, async ({ req, body, valueOf }) =>
    shipRequestResponse(valueOf(await request.execute(signedInUser(req).id, body.parcels))),
  );
  api.on(listShipRequestsEndpoint, async ({ req }) => {
    const { requests, shipments } = await views.ofOwner(signedInUser(req).id);
    return { requests: requests.map(shipRequestResponse), shipments: shipments.map(shipmentResponse) };
  });
  api.on(withdrawShipRequestEndpoint, async ({ req, params, valueOf }) =>
    shipRequestResponse(valueOf(await withdraw.execute(signedInUser(req).id, params.id))),
  );
  api.on(waitingShipRequestsEndpoint, async () => ({
    requests: (await views.waiting()).map(shipRequestResponse),
  }));
  api.on(packShipmentEndpoint, async ({ req, params, body, valueOf }) =>
    shipmentResponse(valueOf(await pack.execute(params.id, body, signedInUser(req).email, staffActor(req)))),
  );
}
