import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { Actor } from '../shared/actor.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import { recordAudit } from '../audit/record-audit.js';
import { type Parcel, STATUS_TEXT, isClaimed } from '../parcels/parcel.js';
import type { ParcelsPorts } from '../parcels/parcels.ports.js';
import { SHIPMENT_NUMBER } from '../parcels/parcels.schema.js';
import { isHeld } from '../parcels/shipment.js';
import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { AIRPORT_OF, type Flight } from './flight.js';
import { FLIGHT_ERRORS, type FlightError, NOT_LOADABLE_TEXT } from './flights.errors.js';
import type { FlightsPorts } from './flights.ports.js';

type LoadError = FlightError<
  'FLIGHTS.NOT_FOUND' | 'FLIGHTS.CLOSED' | 'FLIGHTS.SHIPMENT_NOT_FOUND' | 'FLIGHTS.NOT_LOADABLE'
>;

/**
 * Loads a shipment onto a planned flight by its number, as a scanner reads it: a box (KS…) with every parcel
 * packed in it, or a lone parcel (KP…). Refused: a closed flight; an unclaimed parcel, one held to travel with
 * others, one packed in a box (its box is loaded), one that has left the warehouse, one whose account's
 * destination is not the flight's, and one on another flight. Loading it again on the same flight changes nothing.
 * The flight's row is locked, so a load and a close at once are decided in turn.
 */
export class LoadShipmentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<FlightsPorts & ParcelsPorts & AccountsPorts & AuditPorts>,
    private readonly clock: Clock,
  ) {}

  execute(flightId: string, reference: string, actor?: Actor): Promise<Result<Flight, LoadError>> {
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ flights, parcels, users, auditTrail }) => {
      const flight = await flights.find(flightId, { lock: true });
      if (!flight) return fail(FLIGHT_ERRORS.notFound);
      if (flight.state !== 'planned') return fail(FLIGHT_ERRORS.closed(flight.state));
      let members: Parcel[];
      if (SHIPMENT_NUMBER.test(reference)) members = await parcels.inShipment(reference);
      else {
        const parcel = await parcels.findByNumber(reference);
        if (parcel?.shipmentNumber)
          return fail(FLIGHT_ERRORS.notLoadable(NOT_LOADABLE_TEXT.inBox(reference, parcel.shipmentNumber)));
        members = parcel ? [parcel] : [];
      }
      const [first] = members;
      if (!first) return fail(FLIGHT_ERRORS.shipmentNotFound(reference));
      const refuse = (text: string) => fail(FLIGHT_ERRORS.notLoadable(text));
      if (!isClaimed(first)) return refuse(NOT_LOADABLE_TEXT.unclaimed(reference));
      if (isHeld(first)) return refuse(NOT_LOADABLE_TEXT.held(reference));
      const left = members.find((p) => p.status !== 'received');
      if (left) return refuse(NOT_LOADABLE_TEXT.left(reference, STATUS_TEXT[left.status].toLowerCase()));
      const destination = (await users.findById(first.userId))?.destination ?? first.destination;
      if (AIRPORT_OF[destination] !== flight.destination)
        return refuse(NOT_LOADABLE_TEXT.wrongDestination(reference, AIRPORT_OF[destination]));
      // A parcel loaded on its own and packed since: the box may not fly beside it.
      if (first.shipmentNumber !== null)
        for (const member of members) {
          const on = await flights.flightOf(member.number);
          if (on !== undefined) {
            const other = await flights.find(on);
            return refuse(
              NOT_LOADABLE_TEXT.memberLoaded(member.number, reference, other?.flightNumber ?? on),
            );
          }
        }
      const loaded = await flights.load(flight.id, reference, now);
      if (loaded !== 'loaded' && loaded.on !== flight.id) {
        const other = await flights.find(loaded.on);
        return refuse(NOT_LOADABLE_TEXT.otherFlight(reference, other?.flightNumber ?? 'another flight'));
      }
      // Loading it again on the same flight changed nothing, and is not recorded.
      if (loaded === 'loaded')
        await recordAudit(auditTrail, actor, now, {
          action: 'flight.loaded',
          subjectKind: SHIPMENT_NUMBER.test(reference) ? 'shipment' : 'parcel',
          subjectId: reference,
          accountId: first.accountId,
          details: { flight: flight.id, flightNumber: flight.flightNumber },
        });
      return ok(flight);
    });
  }
}

/** Takes a shipment off a flight before the flight closes. */
export class UnloadShipmentUseCase {
  constructor(private readonly unitOfWork: UnitOfWork<FlightsPorts>) {}

  execute(
    flightId: string,
    reference: string,
  ): Promise<Result<Flight, FlightError<'FLIGHTS.NOT_FOUND' | 'FLIGHTS.CLOSED' | 'FLIGHTS.NOT_ON_FLIGHT'>>> {
    return this.unitOfWork.run(async ({ flights }) => {
      const flight = await flights.find(flightId, { lock: true });
      if (!flight) return fail(FLIGHT_ERRORS.notFound);
      if (flight.state !== 'planned') return fail(FLIGHT_ERRORS.closed(flight.state));
      if (!(await flights.unload(flight.id, reference))) return fail(FLIGHT_ERRORS.notOnFlight(reference));
      return ok(flight);
    });
  }
}
