import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { Flight } from './flight.js';
import { FLIGHT_ERRORS, type FlightError } from './flights.errors.js';
import type { FlightsPorts } from './flights.ports.js';
import type { CreateFlightInput } from './flights.schema.js';

/** Plans a flight from the warehouse's airport: loading starts on it until staff close it. */
export class CreateFlightUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<FlightsPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
    /** The warehouse's airport (WAREHOUSE_AIRPORT): where every flight leaves from. */
    private readonly origin: string,
  ) {}

  execute(input: CreateFlightInput): Promise<Result<Flight, FlightError<'FLIGHTS.MAWB_TAKEN'>>> {
    const flight: Flight = {
      id: this.ids.next(),
      flightNumber: input.flightNumber,
      mawb: input.mawb,
      origin: this.origin,
      destination: input.destination,
      etd: input.etd,
      eta: input.eta,
      atd: null,
      ata: null,
      closedAt: null,
      clearedAt: null,
      state: 'planned',
      createdAt: this.clock.now(),
    };
    return this.unitOfWork.run(async ({ flights }) =>
      (await flights.add(flight)) === 'added' ? ok(flight) : fail(FLIGHT_ERRORS.mawbTaken(flight.mawb)),
    );
  }
}
