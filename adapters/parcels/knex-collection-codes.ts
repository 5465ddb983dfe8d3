import type { Knex } from 'knex';
import { z } from 'zod';
import type { CollectionCode } from '../../core/parcels/collection-code.js';
import type { CollectionCodeRepository } from '../../core/parcels/parcels.ports.js';
import { rowCodec } from '../postgres/row-codec.js';

/** collection_codes' columns, once: what issue inserts and every read parses. */
const codeRow = rowCodec({
  shipment: z.string(),
  user_id: z.string(),
  code: z.string().regex(/^\d{6}$/),
  issued_at: z.date(),
  wrong_tries: z.number().int(),
  locked_until: z.date().nullable(),
});
type CodeColumn = (typeof codeRow.columns)[number];
const toCode: (row: unknown) => CollectionCode = codeRow.fromRow;

export class KnexCollectionCodes implements CollectionCodeRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async issue(code: CollectionCode): Promise<CollectionCode> {
    await this.db('collection_codes').insert(codeRow.toRow(code)).onConflict('shipment').ignore();
    // The one kept: this, or the one issued before (by another instance at the same moment too).
    const row: unknown = await this.db('collection_codes').where({ shipment: code.shipment }).first();
    return toCode(row);
  }

  async find(shipment: string): Promise<CollectionCode | undefined> {
    const row: unknown = await this.db('collection_codes').where({ shipment }).forUpdate().first();
    return row === undefined ? undefined : toCode(row);
  }

  async findEach(shipments: readonly string[]): Promise<Map<string, CollectionCode>> {
    if (shipments.length === 0) return new Map();
    const rows: unknown[] = await this.db('collection_codes').whereIn('shipment', shipments);
    return new Map(rows.map((row) => toCode(row)).map((code) => [code.shipment, code]));
  }

  async countWrong(shipment: string, max: number, lockUntil: Date): Promise<CollectionCode | undefined> {
    // One statement: wrong codes given at once are each counted, and the max-th locks.
    const rows: unknown[] = await this.db('collection_codes')
      .where({ shipment })
      .update({
        wrong_tries: this.db.raw('case when wrong_tries + 1 >= ? then 0 else wrong_tries + 1 end', [max]),
        locked_until: this.db.raw('case when wrong_tries + 1 >= ? then ? else locked_until end', [
          max,
          lockUntil,
        ]),
      } satisfies Partial<Record<CodeColumn, Knex.Raw>>)
      .returning('*');
    return rows[0] === undefined ? undefined : toCode(rows[0]);
  }
}
