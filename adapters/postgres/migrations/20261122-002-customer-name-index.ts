import type { Knex } from 'knex';

/** Customer lookup matches names case-insensitively; names are stored trimmed and single-spaced. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index customer_addresses_name_lower on customer_addresses (lower(last_name), lower(first_name))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index customer_addresses_name_lower');
}
