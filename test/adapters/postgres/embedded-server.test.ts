import { chmodSync, lstatSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { migratedDataDir } from '../../support/migrated-database.js';
import { runCliAsync } from '../../support/run-cli.js';
import { freePort, type RunningServer, startServer, untilReady } from '../../support/server-process.js';

/** A client of the running server's embedded database, through the guest socket its pointer file names. */
async function guestOf(dataDir: string): Promise<pg.Client> {
  const { socketDir, port } = JSON.parse(readFileSync(join(dataDir, 'embedded-postgres.socket'), 'utf8')) as {
    socketDir: string;
    port: number;
  };
  const client = new pg.Client({ host: socketDir, port, user: 'postgres', database: 'postgres' });
  client.on('error', () => undefined); // a connection lost is what a test looks at, not a crash
  await client.connect();
  return client;
}

/** How long each /healthz took, asked one after another until `until` settles. */
async function healthzTimes(server: RunningServer, until: Promise<unknown>): Promise<number[]> {
  const state = { settled: false };
  void until.finally(() => (state.settled = true));
  const times: number[] = [];
  while (!state.settled) {
    const started = performance.now();
    const answer = await fetch(`${server.url}/healthz`);
    times.push(performance.now() - started);
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

/** Every directory and file under `dir` (itself included) whose mode lets another user in, with the mode. */
function openToOthers(dir: string): string[] {
  const mode = lstatSync(dir).mode;
  const here = (mode & 0o077) === 0 ? [] : [`${dir} ${(mode & 0o777).toString(8)}`];
  if (!lstatSync(dir).isDirectory()) return here;
  return [...here, ...readdirSync(dir).flatMap((name) => openToOthers(join(dir, name)))];
}

describe('the embedded database beside the running server', () => {
  it('keeps the site answering and its lock held while a command runs a long statement, which is ended for the site', async () => {
    const env = { DATA_DIR: migratedDataDir('embedded-long-') };
    const server = await startServer(env);
    try {
      await untilReady(server);
      const guest = await guestOf(env.DATA_DIR);
      const secondPort = String(await freePort());
      const sleeping = guest.query('select pg_sleep(25)').then(
        () => 'finished',
        (error: unknown) => (error as { code?: string }).code,
      );
      const [times, second, command] = await Promise.all([
        healthzTimes(server, sleeping),
        // A second server and a command meanwhile: refused, and through the socket. The second on a port of its
        // own, so that startServer does not take its exit for a lost port and start it twice more beside the test.
        startServer({ ...env, PORT: secondPort }).then(
          async (started) => (await started.stop(), 'started'),
          (error: unknown) => String(error),
        ),
        runCliAsync(['customers', 'count'], env),
      ]);
      // The command (and the site's own work) waited: the statement was ended after the guest's turn, and said why.
      expect(await sleeping).toBe('57000');
      expect(second).toContain('server exited with code 1');
      expect([command.status, command.stdout.trim(), command.stderr]).toEqual([0, '0', '']);
      // The site never waited for the statement (PGlite runs in a thread of its own): waiting would take the
      // guest's turn (3 s) at least; a loaded machine (load average 12 to 15) took 850 ms to answer meanwhile.
      expect(Math.max(...times)).toBeLessThan(1_500);
      expect(server.process.exitCode).toBeNull();
      // The database started again on its files: the site's pool and the guest go on.
      await untilReady(server);
      expect((await guest.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
      await guest.end();
    } finally {
      await server.stop();
    }
  });

  it('keeps DATA_DIR owner-only: what was there before, and the mail and database files written after', async () => {
    const dataDir = migratedDataDir('embedded-modes-');
    // As an older version left it: the default umask's modes, and PGlite's own.
    const widen = (path: string) => {
      const directory = lstatSync(path).isDirectory();
      chmodSync(path, directory ? 0o755 : 0o666);
      if (directory) for (const name of readdirSync(path)) widen(join(path, name));
    };
    widen(dataDir);
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      await untilReady(server);
      const registered = await fetch(`${server.url}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: 'Modes.Owner@example.com',
          password: 'mango-kiwi-42-baobab',
          firstName: 'Modes',
          lastName: 'Owner',
          phoneNumber: '+254712345678',
        }),
      });
      expect(registered.status).toBe(201);
      await vi.waitFor(() => expect(readdirSync(join(dataDir, 'mail'))).not.toHaveLength(0), {
        timeout: 60_000,
        interval: 100,
      });
      // New relation files and enough WAL for new segments, then a checkpoint: in statements short enough for a
      // guest's turn on a busy machine (the site's outbox worker asks for the database meanwhile).
      const guest = await guestOf(dataDir);
      await guest.query('create table filler (n integer, text text)');
      for (let from = 1; from <= 120_000; from += 20_000)
        await guest.query(
          `insert into filler select n, repeat('x', 200) from generate_series($1::int, $1::int + 19999) as n`,
          [from],
        );
      await guest.query('checkpoint');
      await guest.end();
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
