import type { Knex } from 'knex';

/** As the list stood when this migration was written (frozen: a later change to the list is a new migration). */
const PARCEL_STATUSES = ['received', 'departed', 'arrived', 'ready', 'delivered'];

const ranked = `array[${PARCEL_STATUSES.map((s) => `'${s}'`).join(', ')}]::text[]`;

/**
 * A parcel's status is its latest event: one truth, and a move writes one row (a status file of a million lines
 * no longer rewrites a million parcels).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('parcels', (t) => t.dropColumn('status'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('parcels', (t) => t.text('status'));
  await knex.raw(`
    update parcels p set status = (
      select e.status from parcel_events e where e.parcel_number = p.number
      order by array_position(${ranked}, e.status) desc limit 1)`);
  await knex.raw(`update parcels set status = 'received' where status is null`);
  await knex.schema.alterTable('parcels', (t) => {
    t.text('status').notNullable().alter();
    t.check(`status in (${PARCEL_STATUSES.map((s) => `'${s}'`).join(', ')})`, [], 'parcels_status_check');
  });
}
