import type { ParcelHandover } from '../../core/parcels/parcel-handover.js';
import type { ParcelHandoverRepository } from '../../core/parcels/parcels.ports.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** By shipment, with the signature's bytes when signed. */
    parcelHandovers: Map<string, { handover: ParcelHandover; signature: Uint8Array | null }>;
  }
}

export function inMemoryParcelHandovers(tables: Tables): ParcelHandoverRepository {
  return {
    record: (handover, signature) => {
      if (tables.parcelHandovers.has(handover.shipment)) return Promise.resolve('recorded-before');
      tables.parcelHandovers.set(handover.shipment, {
        handover: clone(handover),
        signature: signature && signature.slice(),
      });
      return Promise.resolve('recorded');
    },
    findEach: (shipments) =>
      Promise.resolve(
        new Map(
          shipments.flatMap((shipment) => {
            const kept = tables.parcelHandovers.get(shipment);
            return kept ? [[shipment, clone(kept.handover)] as const] : [];
          }),
        ),
      ),
    signatureOf: (shipment) =>
      Promise.resolve(tables.parcelHandovers.get(shipment)?.signature?.slice() ?? undefined),
  };
}
