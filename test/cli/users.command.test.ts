import { MIGRATIONS } from '../../adapters/all-areas.js';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../adapters/postgres/database.js';
import { NEW_USER, lastMailedToken, verifyWithPassword } from '../support/accounts.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { testApp } from '../support/test-app.js';

describe('cli users grant-admin / revoke-admin', () => {
  it('grants and revokes the role in the stored account, and the API follows at once', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-users-') };
    // Create the account through the real app on that embedded database, then let go of it.
    const db = await openDatabase({ kind: 'embedded', dataDir: env.DATA_DIR });
    await migrateToLatest(db, MIGRATIONS);
    const app = await testApp({ storage: db, logger: pino({ level: 'silent' }) });
    await request(app).post('/api/register').send(NEW_USER).expect(201);
    await db.close();

    // No role for an address its owner has not proved.
    const refused = await runCliInProcess(['users', 'grant-admin', NEW_USER.email], env);

    expect([refused.status, refused.stderr.trim()]).toEqual([
      1,
      expect.stringContaining(
        'This account has not verified its e-mail address: it cannot be given the admin role.',
      ),
    ]);
    // The owner opens the mailed link, with the password chosen at sign-up.
    const owner = await openDatabase({ kind: 'embedded', dataDir: env.DATA_DIR });
    const site = await testApp({ storage: owner, logger: pino({ level: 'silent' }) });
    const token = await lastMailedToken(site, '/verify-email');
    await verifyWithPassword(site, token, NEW_USER.password).expect(200);
    await owner.close();
    const granted = await runCliInProcess(['users', 'grant-admin', NEW_USER.email.toUpperCase()], env);
    expect(granted.status).toBe(0);
    expect(granted.stdout).toMatch(/Amina Yusuf \(KX\d+\) is now an admin\./);

    const check = await openDatabase({ kind: 'embedded', dataDir: env.DATA_DIR });
    expect(await check.knex('users').pluck('is_admin')).toEqual([true]);
    await check.close();

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
