import type { Knex } from 'knex';
import { z } from 'zod';
import type { ParcelHandover } from '../../core/parcels/parcel-handover.js';
import type { ParcelHandoverRepository } from '../../core/parcels/parcels.ports.js';

const TABLE = 'parcel_handovers';

const handoverRow = z.object({
  shipment: z.string(),
  collected_by: z.string(),
  id_last4: z.string().nullable(),
  signed: z.boolean(),
  with_code: z.boolean(),
  at: z.date(),
  by: z.string(),
});

const toHandover = (row: unknown): ParcelHandover => {
  const r = handoverRow.parse(row);
  return {
    shipment: r.shipment,
    collectedBy: r.collected_by,
    idLast4: r.id_last4,
    signed: r.signed,
    withCode: r.with_code,
    at: r.at,
    by: r.by,
  };
};

/** The signature is kept as base64 text: a few kilobytes, read only when it is asked for. */
export class KnexParcelHandovers implements ParcelHandoverRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async record(
    handover: ParcelHandover,
    signature: Uint8Array | null,
  ): Promise<'recorded' | 'recorded-before'> {
    const inserted: unknown[] = await this.db(TABLE)
      .insert({
        shipment: handover.shipment,
        collected_by: handover.collectedBy,
        id_last4: handover.idLast4,
        signature_png: signature === null ? null : Buffer.from(signature).toString('base64'),
        with_code: handover.withCode,
        at: handover.at,
        by: handover.by,
      })
      .onConflict('shipment')
      .ignore()
      .returning('shipment');
    return inserted.length > 0 ? 'recorded' : 'recorded-before';
  }

  async findEach(shipments: readonly string[]): Promise<Map<string, ParcelHandover>> {
    if (shipments.length === 0) return new Map();
    const rows: unknown[] = await this.db(TABLE)
      .whereIn('shipment', shipments)
      .select(
        'shipment',
        'collected_by',
        'id_last4',
        this.db.raw('signature_png is not null as signed'),
        'with_code',
        'at',
        'by',
      );
    return new Map(rows.map(toHandover).map((h) => [h.shipment, h]));
  }

  async signatureOf(shipment: string): Promise<Uint8Array | undefined> {
    const row: unknown = await this.db(TABLE).where({ shipment }).first('signature_png');
    const text = z.object({ signature_png: z.string().nullable() }).optional().parse(row)?.signature_png;
    return text == null ? undefined : new Uint8Array(Buffer.from(text, 'base64'));
  }
}
