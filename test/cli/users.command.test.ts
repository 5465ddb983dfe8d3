import { MIGRATIONS } from '../../adapters/all-areas.js';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../adapters/postgres/database.js';
import { NEW_USER, lastMailedToken, verifyWithPassword } from '../support/accounts.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { testApp } from '../support/test-app.js';
import { fileDatabase } from '../support/file-databases.js';

describe('cli users grant-admin / revoke-admin', () => {
  it('grants and revokes the role in the stored account, and the API follows at once', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-users-') };
    // Create the account through the real app on that embedded database, which the commands share.
    const db = await fileDatabase(env.DATA_DIR);
    await migrateToLatest(db, MIGRATIONS);
    const app = await testApp({ storage: db, logger: pino({ level: 'silent' }) });
    await request(app).post('/api/register').send(NEW_USER).expect(201);

    // No role for an address its owner has not proved.
    const refused = await runCliInProcess(['users', 'grant-admin', NEW_USER.email], env);

    expect([refused.status, refused.stderr.trim()]).toEqual([
      1,
      expect.stringContaining(
        'This account has not verified its e-mail address: it cannot be given the admin role.',
      ),
    ]);
    // The owner opens the mailed link, with the password chosen at sign-up.
    const token = await lastMailedToken(app, '/verify-email');
    await verifyWithPassword(app, token, NEW_USER.password).expect(200);
    const granted = await runCliInProcess(['users', 'grant-admin', NEW_USER.email.toUpperCase()], env);
    expect(granted.status).toBe(0);
    expect(granted.stdout).toMatch(/Amina Yusuf \(KX\d+\) is now an admin\./);

    expect(await db.knex('users').pluck('is_admin')).toEqual([true]);

    const revoked = await runCliInProcess(['users', 'revoke-admin', NEW_USER.email], env);
    expect(revoked.stdout).toContain('is no longer an admin');
  });

  it('exits 1 for an unknown account and 2 for something that is not an address', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-users-') };
    const unknown = await runCliInProcess(['users', 'grant-admin', 'nobody@example.com'], env);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account has this e-mail address. (nobody@example.com)');
    const bad = await runCliInProcess(['users', 'grant-admin', 'not-an-address'], env);
    expect(bad.status).toBe(2);
  });
});
