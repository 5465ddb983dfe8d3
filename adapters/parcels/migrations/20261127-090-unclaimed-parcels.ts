import type { Knex } from 'knex';

/**
 * A parcel whose label names no account we know is received unclaimed: no owner, account or destination (so no
 * price) until staff assign it, when `assigned_at` is recorded (its free storage days count from then). The
 * desk lists parcels newest first by number, and finds them by account and tracking number.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table parcels
    alter column account_id drop not null, alter column user_id drop not null, alter column destination drop not null`);
  await knex.schema.alterTable('parcels', (t) => {
    t.timestamp('assigned_at', { useTz: true });
    t.check(
      '(user_id is null) = (account_id is null) and (user_id is null) = (destination is null)',
      [],
      'parcels_owner_check',
    );
    t.index(['account_id']);
  });
  // Newest first is the longest number first, then the greatest: the desk's keyset order.
  await knex.raw('create index parcels_desk_order on parcels ((length(number)) desc, number desc)');
  await knex.raw('create index parcels_unclaimed on parcels (number) where user_id is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index parcels_unclaimed');
  await knex.raw('drop index parcels_desk_order');
  await knex('parcels').whereNull('user_id').delete();
  await knex.schema.alterTable('parcels', (t) => {
    t.dropIndex(['account_id']);
    t.dropChecks(['parcels_owner_check']);
    t.dropColumn('assigned_at');
  });
  await knex.raw(`alter table parcels
    alter column account_id set not null, alter column user_id set not null, alter column destination set not null`);
}
