import type { Actor } from '../shared/actor.js';
import type { DeliveryPorts } from '../delivery/delivery.ports.js';
import type { Flight } from '../flights/flight.js';
import type { FlightsPorts } from '../flights/flights.ports.js';
import type { LoadShipmentUseCase } from '../flights/load-shipment.use-case.js';
import type { TakeFlightStepUseCase } from '../flights/take-flight-step.use-case.js';
import type { MoveParcelUseCase } from '../parcels/move-parcel.use-case.js';
import type { PackShipmentUseCase } from '../parcels/pack-shipment.use-case.js';
import { HANDED_OVER, type Parcel, STATUS_TEXT } from '../parcels/parcel.js';
import type { ParcelsPorts } from '../parcels/parcels.ports.js';
import { SHIPMENT_NUMBER } from '../parcels/parcels.schema.js';
import type { BoxMeasures } from '../parcels/shipment.js';
import type { ReceiveParcelUseCase } from '../parcels/receive-parcel.use-case.js';
import type { Clock } from '../shared/clock.js';
import { formatDateTimeIn, NAIROBI_TIME_ZONE } from '../shared/calendar.js';
import type { Ids } from '../shared/ids.js';
import { type DomainError, type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { ARRIVAL_PLACE, ARRIVALS_UNKNOWN, type ScanEvent, type ScanOutcome, warehousePlace } from './scan.js';
import { SCAN_ERRORS, type ScanError } from './scans.errors.js';
import type { ScansPorts } from './scans.ports.js';
import { type ScanInput, collectorOfScan } from './scans.schema.js';

/** The hand-offs' own use cases, each scan step taken by the one that already takes it. */
export interface HandOffs {
  receive: Pick<ReceiveParcelUseCase, 'execute'>;
  pack: Pick<PackShipmentUseCase, 'execute'>;
  load: Pick<LoadShipmentUseCase, 'execute'>;
  takeFlightStep: Pick<TakeFlightStepUseCase, 'execute'>;
  move: Pick<MoveParcelUseCase, 'execute'>;
}

/** The scale's and the tape's figures of a received or packed scan, when all four were given. */
function measuresOf(scan: ScanInput): BoxMeasures | undefined {
  const { weightKg, lengthCm, widthCm, heightCm } = scan;
  if (weightKg === undefined || lengthCm === undefined || widthCm === undefined || heightCm === undefined)
    return undefined;
  return { weightKg, lengthCm, widthCm, heightCm };
}

/** What a scan came to before it is recorded: taken (or flagged) with its sentence, or refused. */
interface Taken {
  outcome: Exclude<ScanOutcome, 'refused'>;
  message: string;
}
interface Decided {
  result: Result<Taken, ScanError>;
  place: string;
}

/** Codes of the hand-offs' own failures that mean "no such thing": the scanner is told 404, else 409. */
const NOT_FOUND_CODES: ReadonlySet<string> = new Set([
  'FLIGHTS.NOT_FOUND',
  'FLIGHTS.SHIPMENT_NOT_FOUND',
  'PARCELS.NOT_FOUND',
  'PARCELS.SHIP_REQUEST_NOT_FOUND',
]);
const refusedAs = (error: DomainError) =>
  fail(
    NOT_FOUND_CODES.has(error.code)
      ? SCAN_ERRORS.notFound(error.message)
      : SCAN_ERRORS.refused(error.message),
  );
const unknownNumber = (reference: string) =>
  fail(SCAN_ERRORS.notFound(`No box or parcel has the number ${reference}: check the label and scan again.`));
const NO_FLIGHT = SCAN_ERRORS.notFound('No flight has this id: choose the flight again.');
/** The edge's schema asks for them; a caller that skipped it is refused in words all the same. */
const UNMEASURED = SCAN_ERRORS.refused(
  'Weigh and measure it first: the carrier, the weight and the three sides.',
);
const done = (message: string) => ok({ outcome: 'done' as const, message });

/**
 * A scan at a hand-off: the step chosen on the desk, taken by the use case that already takes it (receiving,
 * packing, loading onto the flight, the flight's arrival, the handover with the collection code), then recorded
 * with who scanned, where, when, the flight and what it came to. A scan that does not fit is refused with a short
 * sentence and nothing moves; it is recorded too (outcome refused), so a supervisor sees every attempt. A
 * shipment scanned on arrival that is not on the flight's manifest is recorded as flagged and not moved.
 * The hand-off commits in its own transaction and the record follows in the next: the move is the truth, and a
 * record lost to an outage leaves the parcel where the hand-off put it.
 */
export class RecordScanUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<ScansPorts & FlightsPorts & ParcelsPorts & DeliveryPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly handOffs: HandOffs,
    private readonly warehouseAirport: string,
  ) {}

  /** The actor, when given, is passed to the hand-off, which records itself in the audit trail. */
  async execute(scan: ScanInput, staff: string, actor?: Actor): Promise<Result<ScanEvent, ScanError>> {
    const { flightId } = scan;
    // The record names a flight only when there is one: an unknown id is refused, and kept as no flight.
    const flight =
      flightId === undefined ? undefined : await this.unitOfWork.run(({ flights }) => flights.find(flightId));
    const { result, place } = await this.take(scan, staff, flight, actor);
    const event: ScanEvent = {
      id: this.ids.next(),
      reference: scan.reference,
      step: scan.step,
      staff,
      place,
      at: this.clock.now(),
      flightId: flight?.id ?? null,
      outcome: result.ok ? result.value.outcome : 'refused',
      message: result.ok ? result.value.message : result.error.message,
    };
    await this.unitOfWork.run(({ scans }) => scans.add(event));
    return result.ok ? ok(event) : fail(result.error);
  }

  private take(
    scan: ScanInput,
    staff: string,
    flight: Flight | undefined,
    actor: Actor | undefined,
  ): Promise<Decided> {
    const warehouse = warehousePlace(this.warehouseAirport);
    switch (scan.step) {
      case 'received':
        return this.atWarehouse(this.receive(scan, actor));
      case 'packed':
        return this.atWarehouse(this.pack(scan, staff, actor));
      case 'loaded':
        return this.atWarehouse(this.load(scan.reference, flight, actor));
      case 'arrived':
        return this.arrive(scan.reference, flight, actor);
      case 'handed-over':
        return this.handOver(scan, warehouse, actor);
    }
  }

  private async atWarehouse(result: Promise<Result<Taken, ScanError>>): Promise<Decided> {
    return { result: await result, place: warehousePlace(this.warehouseAirport) };
  }

  private async receive(scan: ScanInput, actor: Actor | undefined): Promise<Result<Taken, ScanError>> {
    const { reference, carrier, accountId } = scan;
    const measures = measuresOf(scan);
    if (carrier === undefined || !measures) return fail(UNMEASURED);
    const received = await this.handOffs.receive.execute(
      { trackingNumber: reference, carrier, ...measures, accountId },
      actor,
    );
    if (!received.ok) {
      const kept = await this.unitOfWork.run(({ parcels }) => parcels.find(reference));
      return fail(
        SCAN_ERRORS.refused(
          kept
            ? `${reference} was received already as ${kept.number}: scan the next parcel.`
            : received.error.message,
        ),
      );
    }
    const parcel = received.value;
    return done(
      parcel.accountId === null
        ? `Received ${parcel.number}, unclaimed: the label names no account we know. Assign it on the desk.`
        : `Received ${parcel.number} for ${parcel.accountId}. Stick its label on it.`,
    );
  }

  private async pack(
    scan: ScanInput,
    staff: string,
    actor: Actor | undefined,
  ): Promise<Result<Taken, ScanError>> {
    const { reference } = scan;
    if (SHIPMENT_NUMBER.test(reference))
      return fail(
        SCAN_ERRORS.refused(`${reference} is a box, packed already: scan a parcel that waits to be packed.`),
      );
    const parcel = await this.unitOfWork.run(({ parcels }) => parcels.findByNumber(reference));
    if (!parcel) return unknownNumber(reference);
    if (parcel.shipmentNumber !== null)
      return fail(SCAN_ERRORS.refused(`${reference} is packed already, in box ${parcel.shipmentNumber}.`));
    if (parcel.shipRequestId === null)
      return fail(
        SCAN_ERRORS.refused(
          `${reference} is not waiting to be packed: its owner asked for no box. It is loaded on its own.`,
        ),
      );
    const measures = measuresOf(scan);
    if (!measures) return fail(UNMEASURED);
    const packed = await this.handOffs.pack.execute(parcel.shipRequestId, measures, staff, actor);
    if (!packed.ok) return refusedAs(packed.error);
    const box = packed.value;
    return done(`Packed box ${box.number} with ${box.parcels.join(', ')}. Stick the box’s label on it.`);
  }

  private async load(
    reference: string,
    flight: Flight | undefined,
    actor: Actor | undefined,
  ): Promise<Result<Taken, ScanError>> {
    if (!flight) return fail(NO_FLIGHT);
    const before = await this.unitOfWork.run(({ flights }) => flights.flightOf(reference));
    const loaded = await this.handOffs.load.execute(flight.id, reference, actor);
    if (!loaded.ok) return refusedAs(loaded.error);
    return done(
      before === flight.id
        ? `${reference} is on flight ${flight.flightNumber} already: nothing changed.`
        : `Loaded ${reference} on flight ${flight.flightNumber}.`,
    );
  }

  private async arrive(
    reference: string,
    flight: Flight | undefined,
    actor: Actor | undefined,
  ): Promise<Decided> {
    if (!flight) return { result: fail(NO_FLIGHT), place: ARRIVALS_UNKNOWN };
    const place = ARRIVAL_PLACE[flight.destination];
    return { result: await this.arriveWith(flight, reference, place, actor), place };
  }

  private async arriveWith(
    flight: Flight,
    reference: string,
    place: string,
    actor: Actor | undefined,
  ): Promise<Result<Taken, ScanError>> {
    if (flight.state === 'planned' || flight.state === 'closed')
      return fail(
        SCAN_ERRORS.refused(
          `Flight ${flight.flightNumber} has not departed: mark it departed before scanning its arrival.`,
        ),
      );
    const { on, parcel, box } = await this.unitOfWork.run(async ({ flights, parcels, shipments }) => ({
      on: await flights.flightOf(reference),
      parcel: SHIPMENT_NUMBER.test(reference) ? undefined : await parcels.findByNumber(reference),
      box: SHIPMENT_NUMBER.test(reference) ? await shipments.find(reference) : undefined,
    }));
    if (!parcel && !box) return unknownNumber(reference);
    if (parcel?.shipmentNumber && on === undefined)
      return fail(
        SCAN_ERRORS.refused(`${reference} is packed in box ${parcel.shipmentNumber}: scan the box’s label.`),
      );
    if (on !== flight.id)
      return ok({
        outcome: 'flagged',
        message: `${reference} is not on flight ${flight.flightNumber}’s manifest: set it aside and tell the supervisor.`,
      });
    if (flight.state === 'departed') {
      // The first shipment scanned off a departed flight lands it: every parcel on board arrives, as the desk's step.
      const landed = await this.handOffs.takeFlightStep.execute(flight.id, 'arrive', undefined, actor);
      if (!landed.ok) return refusedAs(landed.error);
      return done(`Flight ${flight.flightNumber} has landed. ${reference} arrived at ${place}.`);
    }
    return done(`${reference} arrived at ${place} with flight ${flight.flightNumber}.`);
  }

  private async handOver(scan: ScanInput, warehouse: string, actor: Actor | undefined): Promise<Decided> {
    const { reference } = scan;
    const read = await this.unitOfWork.run(async ({ parcels, deliveryChoices }) => {
      const parcel = SHIPMENT_NUMBER.test(reference)
        ? (await parcels.inShipment(reference))[0]
        : await parcels.findByNumber(reference);
      const choice =
        parcel?.userId == null ? undefined : (await deliveryChoices.inForceAt(parcel.userId, [undefined]))[0];
      return { parcel, choice };
    });
    const { parcel, choice } = read;
    if (!parcel) return { result: unknownNumber(reference), place: warehouse };
    const place =
      parcel.destination === 'south-sudan'
        ? 'Juba office'
        : choice?.method === 'pickup'
          ? `Pickup point ${choice.point}`
          : choice?.method === 'door'
            ? `Rider, door delivery in ${choice.town}`
            : 'Nairobi office';
    return { result: await this.handOverParcel(parcel, scan, actor), place };
  }

  private async handOverParcel(
    parcel: Parcel,
    scan: ScanInput,
    actor: Actor | undefined,
  ): Promise<Result<Taken, ScanError>> {
    const { reference, code } = scan;
    if (parcel.status === HANDED_OVER) {
      const at = parcel.events.find((e) => e.status === HANDED_OVER)?.at;
      const when = at ? ` on ${formatDateTimeIn(at, NAIROBI_TIME_ZONE)}` : '';
      return fail(
        SCAN_ERRORS.refused(`${reference} was handed over already${when}: do not hand it over again.`),
      );
    }
    if (parcel.status !== 'ready')
      return fail(
        SCAN_ERRORS.refused(
          `${reference} is not ready for handover (${STATUS_TEXT[parcel.status].toLowerCase()}): hand it over once it is cleared.`,
        ),
      );
    const collector = collectorOfScan(scan);
    const moved = await this.handOffs.move.execute(reference, HANDED_OVER, undefined, code, actor, collector);
    if (!moved.ok) return refusedAs(moved.error);
    return done(`Handed over ${reference} to ${collector?.name ?? 'the customer'}. Thank them.`);
  }
}
