import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { type Flight, etaChangeIsNews } from './flight.js';
import { flightNotices } from './flight-mails.js';
import { FLIGHT_ERRORS, type FlightError } from './flights.errors.js';
import type { FlightsPorts } from './flights.ports.js';
import type { RescheduleFlightInput } from './flights.schema.js';

/**
 * Moves a flight's ETD or ETA, keeping the change with its reason. An ETA moved by an hour or more is news: every
 * customer with a parcel on the flight is told once, with the new time and the reason if staff gave one (moving
 * it again tells them again); a smaller change tells nobody. The ETD moves only before departure, the ETA until
 * the flight lands.
 */
export class RescheduleFlightUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<FlightsPorts & AccountsPorts & MailPorts>,
    private readonly clock: Clock,
  ) {}

  execute(
    flightId: string,
    input: RescheduleFlightInput,
  ): Promise<
    Result<Flight, FlightError<'FLIGHTS.NOT_FOUND' | 'FLIGHTS.WRONG_STATE' | 'FLIGHTS.SCHEDULE_ORDER'>>
  > {
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ flights, users, outbox }) => {
      const flight = await flights.find(flightId, { lock: true });
      if (!flight) return fail(FLIGHT_ERRORS.notFound);
      if (flight.state === 'arrived' || flight.state === 'cleared')
        return fail(FLIGHT_ERRORS.wrongState('be rescheduled', flight.state));
      if (input.etd !== undefined && flight.state === 'departed')
        return fail(FLIGHT_ERRORS.wrongState('take a new departure time', flight.state));
      const etd = input.etd ?? flight.etd;
      const eta = input.eta ?? flight.eta;
      if (eta <= etd) return fail(FLIGHT_ERRORS.scheduleOrder);
      const next = { ...flight, etd, eta };
      await flights.update(next);
      await flights.addReschedule({
        flightId: flight.id,
        at: now,
        previousEtd: flight.etd,
        previousEta: flight.eta,
        etd,
        eta,
        reason: input.reason || null,
      });
      if (etaChangeIsNews(flight.eta, eta)) {
        const owners = [...new Set((await flights.cargo(flight.id)).map((s) => s.ownerId))];
        const found = await users.findByIds(owners);
        await outbox.enqueueToCompose(
          flightNotices(
            'eta',
            flight.id,
            found.map((u) => ({ ownerId: u.id, ownerEmail: u.email, at: now })),
          ),
          now,
        );
      }
      return ok(next);
    });
  }
}
