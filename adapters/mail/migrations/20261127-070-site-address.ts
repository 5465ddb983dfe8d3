import type { Knex } from 'knex';

/**
 * The address the site is served at, as its server was configured: a CLI run without PUBLIC_URL writes its mail's
 * links with it, not with a guess of its own. One row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table site_address (
      one boolean primary key default true check (one),
      url text not null,
      recorded_at timestamptz not null
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_address');
}
