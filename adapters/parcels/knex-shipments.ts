import type { Knex } from 'knex';
import { z } from 'zod';
import { DESTINATIONS } from '../../core/pricing/destinations.js';
import type { ShipmentRepository } from '../../core/parcels/parcels.ports.js';
import { SHIP_REQUEST_STATUSES, type ShipRequest, type Shipment } from '../../core/parcels/shipment.js';
import { cents, measuredColumns, measuredRow, measuresOfRow } from './measured-row.js';
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

const shipmentSchema = z
  .object({
    number: z.string(),
    user_id: z.string(),
    account_id: z.string(),
    destination: z.enum(DESTINATIONS),
    parcels: z.array(z.string()),
    ...measuredColumns,
    freight_cents: cents,
    saving_cents: cents,
    charge_cents: cents,
    separate_cents: cents,
    packed_by: z.string(),
    packed_at: z.date(),
  })
  .transform((r): Shipment => ({
    number: r.number,
    userId: r.user_id,
    accountId: r.account_id,
    destination: r.destination,
    parcels: r.parcels,
    ...measuresOfRow(r),
    freightCents: r.freight_cents,
    savingCents: r.saving_cents,
    chargeCents: r.charge_cents,
    separateCents: r.separate_cents,
    packedBy: r.packed_by,
    packedAt: r.packed_at,
  }));

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
    await this.db('shipments').insert({
      number: s.number,
      user_id: s.userId,
      account_id: s.accountId,
      destination: s.destination,
      ...measuredRow(s),
      freight_cents: s.freightCents,
      saving_cents: s.savingCents,
      charge_cents: s.chargeCents,
      separate_cents: s.separateCents,
      packed_by: s.packedBy,
      packed_at: s.packedAt,
    });
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
    return rows.map((row) => shipmentSchema.parse(row));
  }
}
