import type { Knex } from 'knex';

/**
 * Staff's customer search and notes. The search matches names by the expression below (lower case, the accents of
 * Latin letters taken off, as core/staff/search-query.ts's searchableName does) under a trigram index, so any part
 * of a name is found by the index; phones by their last nine digits (the subscriber number every writing of one
 * number shares). pg_trgm ships with PostgreSQL and with PGlite (loaded by the embedded database's worker).
 * The expressions are this migration's own: the knex search repeats them word for word, or the index is not used.
 */
export const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöōőùúûüūůűųýÿžźżšśşřŕľĺţťğ';
export const PLAIN = 'aaaaaaaaacccdeeeeeeeeiiiiiinnnooooooouuuuuuuuyyzzzsssrrllttg';
export const nameExpression = (first: string, last: string): string =>
  `translate(lower(${first} || ' ' || ${last}), '${ACCENTED}', '${PLAIN}')`;
export const phoneExpression = (phone: string): string =>
  `right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 9)`;

export async function up(knex: Knex): Promise<void> {
  // In public, whatever the search path: the extension is one per database, and a schema that held it would take
  // every schema's trigram indexes with it when dropped.
  // Two schemas migrated at once (tests, two instances starting) would both create it: the second waits here for
  // the first's commit, then finds it.
  await knex.raw(`select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`);
  await knex.raw('create extension if not exists pg_trgm with schema public');
  await knex.raw(
    `create index users_search_name on users using gin ((${nameExpression('first_name', 'last_name')}) public.gin_trgm_ops)`,
  );
  await knex.raw(
    `create index customer_addresses_search_name on customer_addresses using gin ((${nameExpression('first_name', 'last_name')}) public.gin_trgm_ops)`,
  );
  await knex.raw(`create index users_search_phone on users ((${phoneExpression('phone_number')}))`);
  await knex.raw(
    `create index customer_addresses_search_phone on customer_addresses ((${phoneExpression('phone_number')}))`,
  );
  // A customer page's notices: the mail queued to their address, newest first.
  await knex.raw('create index mail_outbox_to_address on mail_outbox (lower(to_address), id desc)');
  await knex.schema.createTable('staff_notes', (t) => {
    t.uuid('id').primary();
    t.bigIncrements('seq', { primaryKey: false });
    t.text('account_id').notNullable();
    t.text('text').notNullable();
    t.uuid('staff_user_id').notNullable();
    t.text('staff_email').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['account_id', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_notes');
  await knex.raw('drop index mail_outbox_to_address');
  await knex.raw('drop index customer_addresses_search_phone');
  await knex.raw('drop index users_search_phone');
  await knex.raw('drop index customer_addresses_search_name');
  await knex.raw('drop index users_search_name');
}
