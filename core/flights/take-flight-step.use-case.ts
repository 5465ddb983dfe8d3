import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { StepInBulk } from '../parcels/parcel-desk.js';
import type { ParcelsPorts, StatusMove } from '../parcels/parcels.ports.js';
import type { Actor } from '../shared/actor.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { type Flight, type FlightStep, takeStep } from './flight.js';
import { declareRequests } from './declare-mails.js';
import { type FlightEvent, flightNotices } from './flight-mails.js';
import { FLIGHT_ERRORS, type FlightError } from './flights.errors.js';
import type { FlightsPorts } from './flights.ports.js';
import { undeclaredOf } from './manifest.js';

/** The parcels' step each flight step takes every parcel on the flight to, and the notice it makes. */
const PARCEL_STEP: Readonly<Partial<Record<FlightStep, { status: StepInBulk; event: FlightEvent }>>> = {
  depart: { status: 'departed', event: 'departed' },
  arrive: { status: 'arrived', event: 'arrived' },
  clear: { status: 'ready', event: 'cleared' },
};

const STEP_WORDS: Readonly<Record<FlightStep, string>> = {
  close: 'be closed',
  depart: 'depart',
  arrive: 'arrive',
  clear: 'be cleared',
};

async function* once(moves: StatusMove[]): AsyncGenerator<readonly StatusMove[]> {
  yield await Promise.resolve(moves);
}

/**
 * Takes a flight's next step (close, depart, arrive, clear), dated `at` (now when not given). Departing,
 * arriving and clearing move every parcel on the flight along by the parcels area's own rules (its set-wise move
 * of a status file's: forward only, a box as one), in the same transaction, and queue one notice per customer
 * naming all their parcels on it. The flight's row is locked, so two steps at once are decided in turn.
 * Closing (or departing while still planned, which closes it) is never held up by undeclared contents: the owner
 * of each shipment whose contents are not all declared is asked by mail to declare them (once: a flight closes
 * once), and the flight's answer lists those shipments (`undeclared`), which the desk and the CLI show.
 */
export class TakeFlightStepUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<
      FlightsPorts & ParcelsPorts & MailPorts & AccountsPorts & AuditPorts
    >,
    private readonly clock: Clock,
  ) {}

  execute(
    flightId: string,
    step: FlightStep,
    at?: Date,
    actor?: Actor,
  ): Promise<Result<Flight, FlightError<'FLIGHTS.NOT_FOUND' | 'FLIGHTS.WRONG_STATE'>>> {
    const now = this.clock.now();
    const when = at ?? now;
    return this.unitOfWork.run(async ({ flights, parcels, outbox, users, auditTrail }) => {
      const flight = await flights.find(flightId, { lock: true });
      if (!flight) return fail(FLIGHT_ERRORS.notFound);
      const next = takeStep(flight, step, when);
      if (!next) return fail(FLIGHT_ERRORS.wrongState(STEP_WORDS[step], flight.state));
      await flights.update(next);
      if (flight.state === 'planned') {
        const cargo = await flights.cargo(flight.id);
        const undeclared = undeclaredOf(cargo);
        if (undeclared.length > 0) {
          const owners = await users.findByIds([...new Set(undeclared.map((s) => s.ownerId))]);
          await outbox.enqueueToCompose(
            declareRequests(flight.id, undeclared, new Map(owners.map((u) => [u.id, u]))),
            now,
          );
        }
      }
      const parcelStep = PARCEL_STEP[step];
      let moved = 0;
      if (parcelStep) {
        const cargo = await flights.cargo(flight.id);
        // A box's first parcel takes the whole box along, as a status file's line of it does.
        const moves = cargo.flatMap((s, i) =>
          s.parcels[0] === undefined
            ? []
            : [{ line: i + 1, reference: s.parcels[0], status: parcelStep.status }],
        );
        moved = await parcels.moveAll(
          once(moves),
          when,
          () => undefined,
          (steps) => outbox.enqueueToCompose(flightNotices(parcelStep.event, flight.id, steps), now),
        );
      }
      await recordAudit(auditTrail, actor, now, {
        action: 'flight.stepped',
        subjectKind: 'flight',
        subjectId: flight.id,
        accountId: null,
        details: { flightNumber: flight.flightNumber, step, from: flight.state, to: next.state, moved },
      });
      return ok(next);
    });
  }
}
