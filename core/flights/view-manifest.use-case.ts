import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';
import type { PickupPoints } from '../shared/pickup-points.js';
import { type Result, fail, ok } from '../shared/result.js';
import { type Consolidator, type Manifest, manifestOf } from './manifest.js';
import { FLIGHT_ERRORS, type FlightError } from './flights.errors.js';

/** What the manifest reads, outside any transaction: a read model. */
export type ManifestReads = Pick<
  TransactionalPorts,
  'flights' | 'users' | 'deliveryChoices' | 'parcelContents'
>;

/**
 * The clearing agent's manifest of a flight: one line per house waybill (each shipment on it), read with one
 * query per table however many shipments there are (the cargo, its owners, their delivery choices, the parcels'
 * contents). Each line goes where the owner's choice in force when the flight departed says (now, while it waits).
 */
export class ViewManifestUseCase {
  constructor(
    private readonly reads: ManifestReads,
    private readonly points: PickupPoints,
    private readonly consolidator: Consolidator,
  ) {}

  async execute(flightId: string): Promise<Result<Manifest, FlightError<'FLIGHTS.NOT_FOUND'>>> {
    const { flights, users, deliveryChoices, parcelContents } = this.reads;
    const flight = await flights.find(flightId);
    if (!flight) return fail(FLIGHT_ERRORS.notFound);
    const cargo = await flights.cargo(flight.id);
    const ownerIds = [...new Set(cargo.map((s) => s.ownerId))];
    const [owners, choices, contents] = await Promise.all([
      users.findByIds(ownerIds),
      deliveryChoices.inForceEach(ownerIds, flight.atd ?? undefined),
      parcelContents.findEach(cargo.flatMap((s) => s.parcels)),
    ]);
    return ok(
      manifestOf({
        flight,
        cargo,
        owners: new Map(owners.map((u) => [u.id, u])),
        choices,
        contents,
        points: this.points,
        consolidator: this.consolidator,
      }),
    );
  }
}
