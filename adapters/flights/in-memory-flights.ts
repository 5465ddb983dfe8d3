import type { Flight, FlightShipment, Reschedule } from '../../core/flights/flight.js';
import { FLIGHT_SOURCES } from '../../core/flights/flight-ledger-sources.js';
import type { FlightRepository } from '../../core/flights/flights.ports.js';
import type { ParcelFlight, ParcelFlights } from '../../core/parcels/parcels.ports.js';
import { declaredValueCents } from '../../core/parcels/parcel-contents.js';
import { sortedByNumber } from '../../core/parcels/shipment.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

/** A shipment's place on a flight. */
interface Loaded {
  flightId: string;
  loadedAt: Date;
}

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** By id. */
    flights: Map<string, Flight>;
    /** By shipment (KS… or KP…), in the order loaded. */
    flightShipments: Map<string, Loaded>;
    /** In the order made. */
    flightReschedules: Reschedule[];
  }
}

const newestFirst = (a: Flight, b: Flight) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);

/** Transactions on the in-memory store run one at a time, so a flight's lock needs nothing. */
export function inMemoryFlights(tables: Tables): FlightRepository {
  const shipmentOf = (reference: string, loaded: Loaded): FlightShipment | undefined => {
    const box = tables.shipments.get(reference);
    const parcels = box
      ? sortedByNumber([...tables.parcels.values()].filter((p) => p.shipmentNumber === reference))
      : [tables.parcels.get(reference)].filter((p) => p !== undefined);
    const first = parcels[0];
    const weights = box?.weights ?? first?.weights;
    const ownerId = box?.userId ?? first?.userId;
    if (!weights || !ownerId) return undefined;
    return {
      reference,
      kind: box ? 'box' : 'parcel',
      ownerId,
      parcels: parcels.map((p) => p.number),
      actualKg: weights.actualKg,
      chargeableKg: weights.chargeableKg,
      declaredValueCents: parcels.reduce(
        (sum, p) => sum + declaredValueCents(tables.parcelContents.get(p.number)?.items ?? []),
        0,
      ),
      undeclared: parcels
        .filter((p) => (tables.parcelContents.get(p.number)?.items.length ?? 0) === 0)
        .map((p) => p.number),
      loadedAt: loaded.loadedAt,
    };
  };
  return {
    add: (flight) => {
      if ([...tables.flights.values()].some((f) => f.mawb === flight.mawb))
        return Promise.resolve('mawb-taken' as const);
      tables.flights.set(flight.id, clone(flight));
      return Promise.resolve('added' as const);
    },
    find: (id) => Promise.resolve(clone(tables.flights.get(id))),
    list: (limit, after) =>
      Promise.resolve(
        clone(
          [...tables.flights.values()]
            .sort(newestFirst)
            .filter((f) => !after || newestFirst({ ...f, ...after }, f) < 0)
            .slice(0, limit),
        ),
      ),
    update: (flight) => {
      if (tables.flights.has(flight.id)) tables.flights.set(flight.id, clone(flight));
      return Promise.resolve();
    },
    addReschedule: (reschedule) => {
      tables.flightReschedules.push(clone(reschedule));
      return Promise.resolve();
    },
    reschedulesOf: (flightId) =>
      Promise.resolve(clone(tables.flightReschedules.filter((r) => r.flightId === flightId))),
    load: (flightId, reference, at) => {
      const loaded = tables.flightShipments.get(reference);
      if (loaded) return Promise.resolve({ on: loaded.flightId });
      tables.flightShipments.set(reference, { flightId, loadedAt: new Date(at) });
      return Promise.resolve('loaded' as const);
    },
    unload: (flightId, reference) => {
      if (tables.flightShipments.get(reference)?.flightId !== flightId) return Promise.resolve(false);
      tables.flightShipments.delete(reference);
      return Promise.resolve(true);
    },
    flightOf: (reference) => Promise.resolve(tables.flightShipments.get(reference)?.flightId),
    cargo: (flightId, ownerId) =>
      Promise.resolve(
        clone(
          [...tables.flightShipments]
            .filter(([, loaded]) => loaded.flightId === flightId)
            .flatMap(([reference, loaded]) => shipmentOf(reference, loaded) ?? [])
            .filter((shipment) => ownerId === undefined || shipment.ownerId === ownerId),
        ),
      ),
  };
}

/** Each parcel's flight, through the shipment that flies: its box's once packed, or its own loaded alone. */
export function inMemoryParcelFlights(tables: Tables): ParcelFlights {
  /** The waybill's assessed duty, as charged and not reversed. */
  const dutyOf = (flightId: string, reference: string): number | undefined => {
    const source = FLIGHT_SOURCES.dutyAssessment(flightId, reference);
    const entries = tables.ledgerEntries.map((stored) => stored.entry);
    const charge = entries.find(
      (e) => e.kind === 'charge' && e.source.kind === source.kind && e.source.id === source.id,
    );
    return charge && !entries.some((e) => e.reverses === charge.id) ? charge.amountCents : undefined;
  };
  return {
    flightsOf: (parcelNumbers) => {
      const found = new Map<string, ParcelFlight>();
      for (const number of parcelNumbers) {
        const parcel = tables.parcels.get(number);
        const loaded =
          parcel &&
          ((parcel.shipmentNumber !== null && tables.flightShipments.get(parcel.shipmentNumber)) ||
            tables.flightShipments.get(parcel.number));
        const flight = loaded && tables.flights.get(loaded.flightId);
        const reference =
          parcel &&
          (tables.flightShipments.has(parcel.shipmentNumber ?? '') ? parcel.shipmentNumber : parcel.number);
        const duty = flight && reference ? dutyOf(flight.id, reference) : undefined;
        if (flight)
          found.set(number, {
            flightNumber: flight.flightNumber,
            destination: flight.destination,
            etd: new Date(flight.etd),
            eta: new Date(flight.eta),
            departedAt: flight.atd && new Date(flight.atd),
            arrivedAt: flight.ata && new Date(flight.ata),
            clearedAt: flight.clearedAt && new Date(flight.clearedAt),
            assessedDutyCents: duty ?? null,
          });
      }
      return Promise.resolve(found);
    },
  };
}
