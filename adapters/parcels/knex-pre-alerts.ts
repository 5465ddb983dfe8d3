import type { Knex } from 'knex';
import { z } from 'zod';
import type { PreAlertRepository } from '../../core/parcels/parcels.ports.js';
import { PRE_ALERT_PAGE_SIZE, type PreAlert, type PreAlertPage } from '../../core/parcels/pre-alert.js';
import { rowCodec } from '../postgres/row-codec.js';

/** pre_alerts' columns, once: what addIfNew inserts and every read parses. */
const preAlertRow = rowCodec({
  id: z.string(),
  user_id: z.string(),
  carrier: z.string(),
  tracking_number: z.string(),
  description: z.string(),
  value_cents: z.coerce.number().int(),
  created_at: z.date(),
  parcel_number: z.string().nullable(),
});
type PreAlertColumns = ReturnType<typeof preAlertRow.toRow>;
const toPreAlert: (row: unknown) => PreAlert = preAlertRow.fromRow;

export class KnexPreAlerts implements PreAlertRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async addIfNew(alert: PreAlert): Promise<'added' | 'duplicate'> {
    // The unique (user, tracking number) decides, so two requests racing cannot both add it.
    const inserted: unknown[] = await this.db('pre_alerts')
      .insert(preAlertRow.toRow(alert))
      .onConflict(['user_id', 'tracking_number'])
      .ignore()
      .returning('id');
    return inserted.length === 1 ? 'added' : 'duplicate';
  }

  async listFor(userId: string, page: PreAlertPage = { limit: PRE_ALERT_PAGE_SIZE }): Promise<PreAlert[]> {
    const query = this.db('pre_alerts').where({ user_id: userId });
    if (page.after) query.whereRaw('(created_at, id) < (?, ?)', [page.after.createdAt, page.after.id]);
    const rows: unknown[] = await query
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(page.limit);
    return rows.map((row) => toPreAlert(row));
  }

  async countOpen(userId: string): Promise<number> {
    const row: unknown = await this.db('pre_alerts')
      .where({ user_id: userId })
      .whereNull('parcel_number')
      .count({ count: '*' })
      .first();
    return z.object({ count: z.coerce.number() }).parse(row).count;
  }

  async findOpen(userId: string, trackingNumber: string): Promise<PreAlert | undefined> {
    const row: unknown = await this.db('pre_alerts')
      .where({ user_id: userId, tracking_number: trackingNumber })
      .whereNull('parcel_number')
      .first();
    return row === undefined ? undefined : toPreAlert(row);
  }

  async markFulfilled(id: string, parcelNumber: string): Promise<void> {
    await this.db('pre_alerts')
      .where({ id })
      .update({ parcel_number: parcelNumber } satisfies Partial<PreAlertColumns>);
  }

  async removeOpen(id: string, userId: string): Promise<'removed' | 'fulfilled' | 'not-found'> {
    const row: unknown = await this.db('pre_alerts').where({ id, user_id: userId }).first();
    if (row === undefined) return 'not-found';
    if (toPreAlert(row).parcelNumber !== null) return 'fulfilled';
    const removed = await this.db('pre_alerts').where({ id }).whereNull('parcel_number').del();
    return removed === 1 ? 'removed' : 'fulfilled';
  }
}
