import type { Knex } from 'knex';

/** The referral link a registration came through: the account ID it named, checked once the claim is verified. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('registration_claims', (t) => t.text('referrer_account_id'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('registration_claims', (t) => t.dropColumn('referrer_account_id'));
}
