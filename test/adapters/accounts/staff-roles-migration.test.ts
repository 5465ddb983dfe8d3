import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../adapters/all-areas.js';
import { KnexUsers } from '../../../adapters/accounts/knex-users.js';
import { migrateToLatest, rollbackLast } from '../../../adapters/postgres/database.js';
import { addUpgradedOwner, migrationsBefore } from '../../support/upgraded-database.js';
import { openEmptyDatabase } from '../../support/databases.js';

const MIGRATION = '20261204-120-staff-roles';

describe('the staff roles migration, on a database upgraded with an admin and a customer in it', () => {
  it('makes every admin an admin and nobody else staff; back again, the admin flag returns', async () => {
    const db = await openEmptyDatabase();
    try {
      const { knex } = db;
      await knex.migrate.latest({ migrationSource: migrationsBefore(MIGRATION) });
      const admin = crypto.randomUUID();
      const customer = crypto.randomUUID();
      await addUpgradedOwner(knex, admin);
      await knex('users').where({ id: admin }).update({ is_admin: true });
      await addUpgradedOwner(knex, customer, { email: 'customer@example.com', accountId: 'KX100002' });
      await migrateToLatest(db, MIGRATIONS);

      const users = new KnexUsers(knex);
      expect((await users.findById(admin))?.roles).toEqual(['admin']);
      expect((await users.findById(customer))?.roles).toEqual([]);
      expect((await users.findStaff()).map((user) => user.id)).toEqual([admin]);
      // The database refuses a role the list does not hold.
      await expect(
        knex('users')
          .where({ id: customer })
          .update({ staff_roles: knex.raw("'{janitor}'::text[]") }),
      ).rejects.toThrow(/users_staff_roles_known/);

      await rollbackLast(knex, MIGRATIONS);
      const flags = await knex('users').orderBy('account_id').select('id', 'is_admin');
      expect(flags).toEqual([
        { id: admin, is_admin: true },
        { id: customer, is_admin: false },
      ]);
    } finally {
      await db.close();
    }
  });
});
