import type { ArrivalScans } from '../../core/flights/flights.ports.js';
import type { ScanEvent } from '../../core/scans/scan.js';
import type { ScanRepository } from '../../core/scans/scans.ports.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** In the order made. */
    scanEvents: ScanEvent[];
  }
}

export function inMemoryScans(tables: Tables): ScanRepository {
  return {
    add: (event) => {
      if (tables.scanEvents.some((e) => e.id === event.id))
        return Promise.reject(new Error(`scan ${event.id} exists`));
      tables.scanEvents.push(clone(event));
      return Promise.resolve();
    },
    ofReference: (reference) =>
      Promise.resolve(clone(tables.scanEvents.filter((e) => e.reference === reference))),
  };
}

/** The flights area's port on the in-memory tables: the manifest in loading order, the flagged in scan order. */
export function inMemoryArrivalScans(tables: Tables): ArrivalScans {
  return {
    checkOf: (flightId) => {
      const arrivals = tables.scanEvents.filter((e) => e.flightId === flightId && e.step === 'arrived');
      const scanned = new Set(arrivals.filter((e) => e.outcome === 'done').map((e) => e.reference));
      const unscanned = [...tables.flightShipments.entries()]
        .filter(([reference, loaded]) => loaded.flightId === flightId && !scanned.has(reference))
        .map(([reference]) => reference);
      const flagged = [...new Set(arrivals.filter((e) => e.outcome === 'flagged').map((e) => e.reference))];
      return Promise.resolve({ unscanned, flagged });
    },
  };
}
