import type { Knex } from 'knex';
import { z } from 'zod';
import type { ArrivalCheck, ArrivalScans } from '../../core/flights/flights.ports.js';
import { SCAN_OUTCOMES, SCAN_STEPS, type ScanEvent } from '../../core/scans/scan.js';
import type { ScanRepository } from '../../core/scans/scans.ports.js';
import { rowCodec } from '../postgres/row-codec.js';

/** scan_events' columns, once: what add inserts and every read parses. */
const scanRow = rowCodec({
  id: z.string(),
  reference: z.string(),
  step: z.enum(SCAN_STEPS),
  staff: z.string(),
  place: z.string(),
  at: z.date(),
  flight_id: z.string().nullable(),
  outcome: z.enum(SCAN_OUTCOMES),
  message: z.string(),
});
const toScan: (row: unknown) => ScanEvent = scanRow.fromRow;

export class KnexScans implements ScanRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(event: ScanEvent): Promise<void> {
    await this.db('scan_events').insert(scanRow.toRow(event));
  }

  async ofReference(reference: string): Promise<ScanEvent[]> {
    const rows: unknown[] = await this.db('scan_events').where({ reference }).orderBy('seq');
    return rows.map(toScan);
  }
}

const checkRow = z.object({ reference: z.string(), kind: z.enum(['unscanned', 'flagged']) });

/**
 * The flights area's port: a flight's arrival scans against its manifest, in one statement: the manifest's
 * shipments no arrival scan with the flight found (loading order), then those its arrival flagged (first scanned).
 */
export class KnexArrivalScans implements ArrivalScans {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async checkOf(flightId: string): Promise<ArrivalCheck> {
    const result = await this.db.raw<{ rows: unknown[] }>(
      `select fs.reference, 'unscanned' as kind, fs.seq as ord
         from flight_shipments fs
        where fs.flight_id = :flightId
          and not exists (select 1 from scan_events s
                           where s.flight_id = fs.flight_id and s.step = 'arrived' and s.outcome = 'done'
                             and s.reference = fs.reference)
       union all
       select s.reference, 'flagged' as kind, min(s.seq) as ord
         from scan_events s
        where s.flight_id = :flightId and s.step = 'arrived' and s.outcome = 'flagged'
        group by s.reference
       order by kind desc, ord`,
      { flightId },
    );
    const rows = result.rows.map((row) => checkRow.parse(row));
    return {
      unscanned: rows.filter((r) => r.kind === 'unscanned').map((r) => r.reference),
      flagged: rows.filter((r) => r.kind === 'flagged').map((r) => r.reference),
    };
  }
}
