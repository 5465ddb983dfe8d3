import useSWR from 'swr';
import {
  listShipRequestsEndpoint,
  packShipmentEndpoint,
  requestShipmentEndpoint,
  waitingShipRequestsEndpoint,
  withdrawShipRequestEndpoint,
} from '../../../core/parcels/api/shipments.endpoints.js';
import type { BoxMeasures } from '../../../core/parcels/shipment.js';
import { callApi } from '../../site/fetch-json.js';
import { useShowsMoney } from '../../site/money-refresh.js';

/** The signed-in customer's requests to ship parcels together, and the boxes packed. */
export function useShipRequests() {
  const requests = useSWR(listShipRequestsEndpoint.path, () => callApi(listShipRequestsEndpoint));
  // Its boxes show their charges.
  useShowsMoney(requests.mutate);
  return requests;
}

export const requestShipment = (parcels: string[]) => callApi(requestShipmentEndpoint, { body: { parcels } });

export const withdrawShipRequest = (id: string) => callApi(withdrawShipRequestEndpoint, { params: { id } });

/** The desk's packing work. */
export const useWaitingShipRequests = () =>
  useSWR(waitingShipRequestsEndpoint.path, () => callApi(waitingShipRequestsEndpoint));

export const packShipment = (id: string, box: BoxMeasures) =>
  callApi(packShipmentEndpoint, { params: { id }, body: box });
