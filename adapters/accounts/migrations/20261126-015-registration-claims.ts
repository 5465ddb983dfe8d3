import type { Knex } from 'knex';

/**
 * Registrations not verified yet become claims of their own (core/accounts/registration-claim.ts): several per
 * address, each with its own link, none an account until its link is opened with its password. An unverified
 * account moves here with its newest open link (a placeholder that no token matches when it has none: a resent
 * link replaces it), unless parcels or pre-alerts hold it; those stay accounts, proved by a password reset.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('registration_claims', (t) => {
    t.uuid('id').primary();
    // The order claims were made in: "newest" never depends on two clocks agreeing.
    t.specificType('position', 'bigint generated always as identity').notNullable().unique();
    t.text('email').notNullable();
    t.text('password_hash').notNullable();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('phone_number').notNullable();
    t.text('destination').notNullable();
    t.text('account_id').notNullable().unique();
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.integer('password_attempts').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check(`destination in ('kenya', 'south-sudan')`, [], 'registration_claims_destination_check');
    t.check(`account_id ~ '^KX[0-9]+$'`, [], 'registration_claims_account_id_check');
    t.check('password_attempts >= 0', [], 'registration_claims_password_attempts_check');
  });
  await knex.raw('create index registration_claims_email on registration_claims (lower(email))');

  await knex.raw(`
    insert into registration_claims (id, email, password_hash, first_name, last_name, phone_number, destination,
                                     account_id, token_hash, expires_at, created_at)
    select u.id, u.email, u.password_hash, u.first_name, u.last_name, u.phone_number, u.destination,
           u.account_id, coalesce(link.token_hash, 'none:' || u.id), coalesce(link.expires_at, now()), u.created_at
    from users u
    left join lateral (
      select e.token_hash, e.expires_at from email_tokens e
      where e.user_id = u.id and e.purpose = 'verify-email' and e.used_at is null
      order by e.expires_at desc limit 1
    ) link on true
    where not u.is_email_verified
      and not exists (select 1 from parcels p where p.user_id = u.id)
      and not exists (select 1 from pre_alerts a where a.user_id = u.id)
    order by u.created_at`);
  // Their tokens go with them (on delete cascade).
  await knex.raw('delete from users u using registration_claims c where c.id = u.id');
}

/** Back to one unverified account per address: its newest claim, where the address has no account. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    insert into users (id, email, password_hash, first_name, last_name, phone_number, destination,
                       is_email_verified, is_admin, account_id, created_at, updated_at)
    select distinct on (lower(c.email)) c.id, c.email, c.password_hash, c.first_name, c.last_name,
           c.phone_number, c.destination, false, false, c.account_id, c.created_at, c.created_at
    from registration_claims c
    where not exists (select 1 from users u where lower(u.email) = lower(c.email))
    order by lower(c.email), c.position desc`);
  await knex.schema.dropTable('registration_claims');
}
