import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliAsync } from '../support/run-cli.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { freePort, type RunningServer, startServer } from '../support/server-process.js';

/** Each command opens the database itself, as the built CLI does beside a running server: as its guest. */
const OWN = { opensItsOwn: true };

const lookup = (url: string, firstName: string, lastName: string) =>
  fetch(`${url}/api/customer-lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName, lastName }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));

// One server for the first two: a second refused beside it, then the CLI working beside it until it stops.
describe('the CLI beside a running server on the embedded database', () => {
  let env: { DATA_DIR: string };
  let server: RunningServer;
  beforeAll(async () => {
    env = { DATA_DIR: migratedDataDir('cli-beside-') };
    server = await startServer(env);
  });
  afterAll(() => server.stop());

  it('refuses a second server on the same DATA_DIR with a message that says why', async () => {
    // On a port of its own, so that startServer does not take the exit for a lost port and start it again.
    await expect(startServer({ ...env, PORT: String(await freePort()) })).rejects.toThrow(
      'server exited with code 1',
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('works on the same database through the server, which keeps answering and sees the change', async () => {
    const status = await runCliInProcess(['db', 'status'], env, OWN);
    expect([status.status, status.stderr]).toEqual([0, '']);
    expect(status.stdout).toMatch(/applied\s+20261122-001-initial/);

    const csv = join(env.DATA_DIR, 'customers.csv');
    writeFileSync(csv, 'Wanjiru,Beside,KX300001,+254700000001\n');
    // Two commands at once, and the site asked meanwhile: each takes its turns. The import is the built CLI in
    // a process of its own (a third process on the server's database: the smoke test of this file).
    const [imported, count, health] = await Promise.all([
      runCliAsync(['customers', 'import', csv], env),
      runCliInProcess(['customers', 'count'], env, OWN),
      fetch(`${server.url}/readyz`),
    ]);
    expect([imported.status, imported.stderr]).toEqual([0, '']);
    expect(imported.stdout).toContain('1 inserted');
    expect(count.status).toBe(0);
    expect(health.status).toBe(200);

    expect(await lookup(server.url, 'Wanjiru', 'Beside')).toEqual({
      status: 200,
      body: expect.objectContaining({
        found: true,
        customer: expect.objectContaining({ accountId: 'KX300001' }),
      }),
    });
    const after = await runCliInProcess(['customers', 'count'], env, OWN);
    expect(after.stdout.trim()).toBe('1');
    const refused = await runCliInProcess(['users', 'grant-admin', 'nobody@example.com'], env, OWN);
    expect([refused.status, refused.stderr]).toEqual([
      1,
      expect.stringContaining('No account has this e-mail'),
    ]);
    const priced = await runCliInProcess(['price', '--weight', '3', '--value', '100'], env, OWN);
    expect([priced.status, priced.stderr]).toEqual([0, '']);
    await server.stop();
    // Stopped, the server let go of the files: the command opens them itself.
    const alone = await runCliInProcess(['customers', 'count'], env, OWN);
    expect([alone.status, alone.stdout.trim()]).toEqual([0, '1']);
  });

  it('ignores a pointer file a crashed server left behind: the lock decides', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-beside-') };
    writeFileSync(
      join(env.DATA_DIR, 'embedded-postgres.socket'),
      JSON.stringify({ socketDir: join(tmpdir(), 'kx-pg-gone'), port: 5433 }),
    );
    const run = await runCliInProcess(['db', 'status'], env, OWN);
    expect([run.status, run.stderr]).toEqual([0, '']);
    // Its own database, opened from DATA_DIR (a copy of the run's migrated one).
    expect(run.stdout).toMatch(/embedded database in .*\n\s+applied\s+20261122-001-initial/);
  });
});
