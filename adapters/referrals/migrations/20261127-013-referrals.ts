import type { Knex } from 'knex';

/** Who brought whom: one referrer per friend, never oneself. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('referrals', (t) => {
    t.uuid('friend_user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.uuid('referrer_user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check('friend_user_id <> referrer_user_id', [], 'referrals_not_oneself_check');
    t.index(['referrer_user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('referrals');
}
