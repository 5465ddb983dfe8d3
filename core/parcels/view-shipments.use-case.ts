import type { ShipmentRepository } from './parcels.ports.js';
import type { ShipRequest, Shipment } from './shipment.js';

/** A customer's consolidation: their requests to ship parcels together, and the boxes packed of them. */
export interface OwnerShipments {
  /** Newest first. */
  requests: ShipRequest[];
  /** Newest first. */
  shipments: Shipment[];
}

/**
 * The views of consolidation that the API and the CLI give: a customer sees only their own requests and boxes;
 * staff see every request still waiting to be packed.
 */
export class ViewShipmentsUseCase {
  constructor(private readonly shipments: ShipmentRepository) {}

  async ofOwner(userId: string): Promise<OwnerShipments> {
    const [requests, shipments] = await Promise.all([
      this.shipments.requestsOf(userId),
      this.shipments.shipmentsOf(userId),
    ]);
    return { requests, shipments };
  }

  /** Every request waiting to be packed, oldest first: the desk's work. */
  waiting(): Promise<ShipRequest[]> {
    return this.shipments.waitingRequests();
  }
}
