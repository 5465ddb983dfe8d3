import type { Knex } from 'knex';
import { z } from 'zod';
import { FLIGHT_SOURCES } from '../../core/flights/flight-ledger-sources.js';
import type { ParcelFlight, ParcelFlights } from '../../core/parcels/parcels.ports.js';

const rowSchema = z.object({
  number: z.string(),
  flight_number: z.string(),
  destination: z.string(),
  etd: z.date(),
  eta: z.date(),
  atd: z.date().nullable(),
  ata: z.date().nullable(),
  cleared_at: z.date().nullable(),
  duty_cents: z.coerce.number().int().nullable(),
});

/**
 * The parcels area's port: each parcel's flight, through the shipment that flies (its box's KS… once packed, or
 * its own KP… loaded alone). One statement for all the parcels, each found by the keys' indexes.
 */
export class KnexParcelFlights implements ParcelFlights {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async flightsOf(parcelNumbers: readonly string[]): Promise<Map<string, ParcelFlight>> {
    if (parcelNumbers.length === 0) return new Map();
    const rows: unknown[] = await this.db('parcels as p')
      .join('flight_shipments as fs', (on) => {
        // Its box's, once packed; its own when it was loaded alone (packed after loading, its box is refused).
        on.on('fs.reference', '=', 'p.shipment_number').orOn('fs.reference', '=', 'p.number');
      })
      .join('flights as f', 'f.id', 'fs.flight_id')
      // The waybill's assessed duty, by its unique source key; a reversed charge is no assessment.
      .joinRaw(
        `left join ledger_entries as le on le.source_kind = ? and le.source_id = fs.flight_id::text || ':' || fs.reference
         and le.kind = 'charge' and not exists (select 1 from ledger_entries r where r.reverses = le.id)`,
        [FLIGHT_SOURCES.dutyAssessment.kind],
      )
      .whereIn('p.number', [...parcelNumbers])
      .select(
        'p.number',
        'f.flight_number',
        'f.destination',
        'f.etd',
        'f.eta',
        'f.atd',
        'f.ata',
        'f.cleared_at',
        'le.amount_cents as duty_cents',
      );
    return new Map(
      rows.map((row) => {
        const r = rowSchema.parse(row);
        return [
          r.number,
          {
            flightNumber: r.flight_number,
            destination: r.destination,
            etd: r.etd,
            eta: r.eta,
            departedAt: r.atd,
            arrivedAt: r.ata,
            clearedAt: r.cleared_at,
            assessedDutyCents: r.duty_cents,
          },
        ];
      }),
    );
  }
}
