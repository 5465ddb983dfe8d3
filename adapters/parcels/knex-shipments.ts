import type { Knex } from 'knex';
import { z } from 'zod';
import { DESTINATIONS } from '../../core/pricing/destinations.js';
import type { ShipmentRepository } from '../../core/parcels/parcels.ports.js';
import { SHIP_REQUEST_STATUSES, type ShipRequest, type Shipment } from '../../core/parcels/shipment.js';
import { cents, measuredFields } from './measured-fields.js';
import { rowCodec } from '../postgres/row-codec.js';

/** ship_requests' columns, once: what addRequest inserts and every read parses. */
const requestRow = rowCodec({
  id: z.string(),
  user_id: z.string(),
  account_id: z.string(),
  status: z.enum(SHIP_REQUEST_STATUSES),
  parcels: z.array(z.string()),
  created_at: z.date(),
  closed_at: z.date().nullable(),
  shipment_number: z.string().nullable(),
});
const toRequest: (row: unknown) => ShipRequest = requestRow.fromRow;

/**
 * shipments' columns, once: what add inserts and every read parses. A box's parcels are no column of its own: the
 * parcels packed into it, read beside its row.
 */
const shipmentRow = rowCodec({
  number: z.string(),
  user_id: z.string(),
  account_id: z.string(),
  destination: z.enum(DESTINATIONS),
  ...measuredFields,
  freight_cents: cents,
  saving_cents: cents,
  charge_cents: cents,
  separate_cents: cents,
  packed_by: z.string(),
  packed_at: z.date(),
});
const packedSchema = z.object({ parcels: z.array(z.string()) });
const toShipment = (row: unknown): Shipment => ({
  ...shipmentRow.fromRow(row),
  parcels: packedSchema.parse(row).parcels,
});

const nextSchema = z.object({ rows: z.tuple([z.object({ number: z.string() })]) });

export class KnexShipments implements ShipmentRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async addRequest(r: ShipRequest): Promise<void> {
    await this.db('ship_requests').insert(requestRow.toRow(r));
  }

  async findRequest(id: string, options?: { lock: boolean }): Promise<ShipRequest | undefined> {
    const query = this.db('ship_requests').where({ id });
    if (options?.lock) query.forUpdate();
    const row: unknown = await query.first();
    return row === undefined ? undefined : toRequest(row);
  }

  async requestsOf(userId: string): Promise<ShipRequest[]> {
    const rows: unknown[] = await this.db('ship_requests')
      .where({ user_id: userId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return rows.map(toRequest);
  }

  async waitingRequests(): Promise<ShipRequest[]> {
    const rows: unknown[] = await this.db('ship_requests')
      .where({ status: 'requested' })
      .orderBy(['created_at', 'id']);
    return rows.map(toRequest);
  }

  async closeRequest(
    id: string,
    status: 'withdrawn' | 'packed',
    at: Date,
    shipmentNumber: string | null,
  ): Promise<void> {
    await this.db('ship_requests')
      .where({ id })
      .update({ status, closed_at: at, shipment_number: shipmentNumber });
  }

  async nextNumber(): Promise<string> {
    const { rows } = nextSchema.parse(
      await this.db.raw(`select 'KS' || nextval('shipment_number_seq') as number`),
    );
    return rows[0].number;
  }

  async add(s: Shipment): Promise<void> {
    await this.db('shipments').insert(shipmentRow.toRow(s));
  }

  async find(number: string): Promise<Shipment | undefined> {
    return (await this.withParcels(this.db('shipments').where({ number })))[0];
  }

  async shipmentsOf(userId: string): Promise<Shipment[]> {
    return this.withParcels(this.db('shipments').where({ user_id: userId }).orderBy('packed_at', 'desc'));
  }

  /** The boxes with the numbers of the parcels packed into them, in number order (one query). */
  private async withParcels(query: Knex.QueryBuilder): Promise<Shipment[]> {
    const rows: unknown[] = await query.select(
      'shipments.*',
      this.db.raw(
        `coalesce((select array_agg(p.number order by length(p.number), p.number) from parcels p
          where p.shipment_number = shipments.number), '{}') as parcels`,
      ),
    );
    return rows.map(toShipment);
  }
}
