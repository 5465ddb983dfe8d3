import type { ShipmentRepository } from '../../core/parcels/parcels.ports.js';
import type { ShipRequest, Shipment } from '../../core/parcels/shipment.js';
import { type Sequences, type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** By id. */
    shipRequests: Map<string, ShipRequest>;
    /** By box number. */
    shipments: Map<string, Shipment>;
  }
}

/** Like the database's sequence: the first box is KS2000001. */
const NUMBERS_BEFORE_THE_FIRST = 2_000_000;

export function inMemoryShipments(tables: Tables, sequences: Sequences): ShipmentRepository {
  const requests = () => [...tables.shipRequests.values()];
  return {
    addRequest: (request) => {
      tables.shipRequests.set(request.id, clone(request));
      return Promise.resolve();
    },
    findRequest: (id) => Promise.resolve(clone(tables.shipRequests.get(id))),
    requestsOf: (userId) =>
      Promise.resolve(
        clone(
          requests()
            .filter((r) => r.userId === userId)
            .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
        ),
      ),
    waitingRequests: () =>
      Promise.resolve(
        clone(
          requests()
            .filter((r) => r.status === 'requested')
            .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
        ),
      ),
    closeRequest: (id, status, at, shipmentNumber) => {
      const request = tables.shipRequests.get(id);
      if (request) tables.shipRequests.set(id, { ...request, status, closedAt: at, shipmentNumber });
      return Promise.resolve();
    },
    nextNumber: () => Promise.resolve(`KS${String(NUMBERS_BEFORE_THE_FIRST + sequences.next('shipment'))}`),
    add: (shipment) => {
      tables.shipments.set(shipment.number, clone(shipment));
      return Promise.resolve();
    },
    find: (number) => Promise.resolve(clone(tables.shipments.get(number))),
    shipmentsOf: (userId) =>
      Promise.resolve(
        clone(
          [...tables.shipments.values()]
            .filter((s) => s.userId === userId)
            .sort((a, b) => b.packedAt.getTime() - a.packedAt.getTime()),
        ),
      ),
  };
}
