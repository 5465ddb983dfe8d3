import type { Knex } from 'knex';
import { MIGRATIONS } from '../../adapters/all-areas.js';

/** Every migration before `migration`: the database as it stood when that migration was about to run. */
export const migrationsBefore = (migration: string): Knex.MigrationSource<string> => ({
  getMigrations: async (loaded) =>
    (await MIGRATIONS.getMigrations(loaded)).filter((name) => name < migration),
  getMigrationName: (name) => MIGRATIONS.getMigrationName(name),
  getMigration: (name) => MIGRATIONS.getMigration(name),
});

/**
 * An account row as the users table stood before the migrations under test, for their rows to belong to; a second
 * one needs its own address and account ID.
 */
export async function addUpgradedOwner(
  knex: Knex,
  id: string,
  { email, accountId }: { email: string; accountId: string } = {
    email: 'upgraded@example.com',
    accountId: 'KX100001',
  },
): Promise<void> {
  await knex('users').insert({
    id,
    email,
    password_hash: 'x',
    first_name: 'Amina',
    last_name: 'Otieno',
    phone_number: '+254700000001',
    destination: 'kenya',
    is_email_verified: true,
    account_id: accountId,
    created_at: new Date(),
    updated_at: new Date(),
  });
}
