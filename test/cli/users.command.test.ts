import { MIGRATIONS } from '../../adapters/all-areas.js';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../adapters/postgres/database.js';
import { NEW_USER, lastMailedToken, signedInAgent, verifyWithPassword } from '../support/accounts.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { testApp } from '../support/test-app.js';
import { fileDatabase } from '../support/file-databases.js';

describe('cli users grant / revoke / staff', () => {
  it('grants and revokes roles in the stored account, lists them, and the API follows at once', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-users-') };
    // Create the account through the real app on that embedded database, which the commands share.
    const db = await fileDatabase(env.DATA_DIR);
    await migrateToLatest(db, MIGRATIONS);
    const app = await testApp({ storage: db, logger: pino({ level: 'silent' }) });
    await request(app).post('/api/register').send(NEW_USER).expect(201);

    // No role for an address its owner has not proved.
    const refused = await runCliInProcess(['users', 'grant', '--role', 'finance', NEW_USER.email], env);
    expect([refused.status, refused.stderr.trim()]).toEqual([
      1,
      expect.stringContaining(
        'This account has not verified its e-mail address: it cannot be given a staff role.',
      ),
    ]);
    // The owner opens the mailed link, with the password chosen at sign-up.
    const token = await lastMailedToken(app, '/verify-email');
    await verifyWithPassword(app, token, NEW_USER.password).expect(200);
    const agent = await signedInAgent(app);
    expect((await agent.get('/api/admin/payments')).status).toBe(403);

    const granted = await runCliInProcess(
      ['users', 'grant', '--role', 'finance', NEW_USER.email.toUpperCase()],
      env,
    );
    expect(granted.status).toBe(0);
    expect(granted.stdout).toMatch(/Amina Yusuf \(KX\d+\) now holds finance\./);
    const both = await runCliInProcess(['users', 'grant', '--role', 'warehouse', NEW_USER.email], env);
    expect(both.stdout).toContain('now holds warehouse, finance.');
    expect(await db.knex('users').pluck('staff_roles')).toEqual([['warehouse', 'finance']]);
    expect((await agent.get('/api/admin/payments')).status).toBe(200);
    expect((await agent.get('/api/session')).body.user.roles).toEqual(['warehouse', 'finance']);

    const listed = await runCliInProcess(['users', 'staff'], env);
    expect(listed.stdout).toMatch(/^KX\d+ {2}Amina Yusuf <[^>]+> {2}warehouse, finance\n$/);

    // Revoking counts at the very next request: the session reads the user fresh.
    const revoked = await runCliInProcess(['users', 'revoke', '--role', 'finance', NEW_USER.email], env);
    expect(revoked.stdout).toContain('now holds warehouse.');
    expect((await agent.get('/api/admin/payments')).status).toBe(403);
    expect((await agent.get('/api/admin/ship-requests')).status).toBe(200);

    // The old commands are grant and revoke of the admin role.
    const admin = await runCliInProcess(['users', 'grant-admin', NEW_USER.email], env);
    expect(admin.stdout).toContain('now holds warehouse, admin.');
    expect((await agent.get('/api/admin/payments')).status).toBe(200);
    await runCliInProcess(['users', 'revoke-admin', NEW_USER.email], env);
    await runCliInProcess(['users', 'revoke', '--role', 'warehouse', NEW_USER.email], env);
    expect((await runCliInProcess(['users', 'staff'], env)).stdout).toBe('No account holds a staff role.\n');
  });

  it('exits 1 for an unknown account and 2 for a role or address it does not know', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-users-') };
    const unknown = await runCliInProcess(['users', 'grant', '--role', 'admin', 'nobody@example.com'], env);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account has this e-mail address. (nobody@example.com)');
    const bad = await runCliInProcess(['users', 'grant-admin', 'not-an-address'], env);
    expect(bad.status).toBe(2);
    const noRole = await runCliInProcess(['users', 'grant', '--role', 'janitor', 'amina@example.com'], env);
    expect(noRole.status).toBe(2);
    expect(noRole.stderr).toContain('warehouse, dispatch, finance, support, admin');
    const roleLeftOut = await runCliInProcess(['users', 'revoke', 'amina@example.com'], env);
    expect(roleLeftOut.status).toBe(2);
  });
});
