import type { Knex } from 'knex';
import { z } from 'zod';
import type { ParcelDepartures } from '../../core/delivery/delivery.ports.js';

const lastSchema = z.object({ last: z.date().nullable() });

/** When an account's parcels left: each parcel's first step after receipt (collection-notice.ts's `leftAt`). */
export class KnexParcelDepartures implements ParcelDepartures {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async lastOf(userId: string): Promise<Date | undefined> {
    const left = this.db('parcel_events as e')
      .join('parcels as p', 'p.number', 'e.parcel_number')
      .where('p.user_id', userId)
      .whereNot('e.status', 'received')
      .groupBy('e.parcel_number')
      .min({ left_at: 'e.at' });
    const row: unknown = await this.db.from(left.as('d')).max({ last: 'd.left_at' }).first();
    return lastSchema.parse(row).last ?? undefined;
  }
}
