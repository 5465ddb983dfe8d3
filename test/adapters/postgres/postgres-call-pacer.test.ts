import { once } from 'node:events';
import { type AddressInfo, type Socket, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../adapters/postgres/database.js';
import { PostgresCallPacer } from '../../../adapters/postgres/postgres-call-pacer.js';
import { capturedLog } from '../../support/captured-log.js';
import { DATABASE_TARGETS, useDatabase } from '../../support/databases.js';
import { freePort } from '../../support/server-process.js';

/** Long beside the time twelve reservations take on a busy machine, so that no figure below hangs on timing. */
const INTERVAL_MS = 10_000;

describe.each(DATABASE_TARGETS)('call turns shared through $name', (target) => {
  const database = useDatabase(target);

  it('gives calls from two instances slots one interval apart, never the same one twice', async () => {
    const one = new PostgresCallPacer(database.db.knex, 'creators-api', INTERVAL_MS, undefined);
    const two = new PostgresCallPacer(database.db.knex, 'creators-api', INTERVAL_MS, undefined);
    const slots = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? one : two).reserve()));
    const times = slots.map((slot) => slot.at).sort((a, b) => a - b);
    const gaps = times.slice(1).map((at, i) => at - (times[i] ?? 0));
    expect(gaps.every((gap) => Math.abs(gap - INTERVAL_MS) < 0.01)).toBe(true);
    // The first waits for nothing; the last waits for the eleven before it.
    const waits = slots.map((slot) => slot.waitMs).sort((a, b) => a - b);
    expect(waits[0]).toBeLessThanOrEqual(0);
    expect(waits.at(-1)).toBeGreaterThan(10 * INTERVAL_MS);
  });

  it('keeps each API to its own row', async () => {
    const creators = new PostgresCallPacer(database.db.knex, 'creators-api', 60_000, undefined);
    const other = new PostgresCallPacer(database.db.knex, 'other-api', 60_000, undefined);
    await creators.reserve();
    expect((await other.reserve()).waitMs).toBeLessThanOrEqual(0);
    expect((await creators.reserve()).waitMs).toBeGreaterThan(59_000);
  });

  it('lets a call go no sooner than its slot', async () => {
    const pacer = new PostgresCallPacer(database.db.knex, 'creators-api', 150, undefined);
    const started = performance.now();
    await pacer.reserve(); // the slot now, taken by another call
    await pacer.turn();
    // The next slot is 150 ms later; timers may fire a millisecond early.
    expect(performance.now() - started).toBeGreaterThanOrEqual(148);
  });
});

describe('call turns when the database cannot answer', () => {
  it("fall back to this process's own pacing, and say so", async () => {
    const { logger, lines } = capturedLog('warn');
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/none`;
    const db = await openDatabase({ kind: 'server', url, poolMax: 1 }, logger);
    try {
      const pacer = new PostgresCallPacer(db.knex, 'creators-api', 100, logger);
      const started = performance.now();
      await Promise.all([pacer.turn(), pacer.turn()]);
      expect(performance.now() - started).toBeGreaterThanOrEqual(98);
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'call pacing fell back to this process alone', api: 'creators-api' }),
      );
    } finally {
      await db.close();
    }
  });
  it('wait at most a second for a database that takes connections and never answers', async () => {
    const held = new Set<Socket>();
    const silent = createServer((socket) => held.add(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    const { logger, lines } = capturedLog('warn');
    const db = await openDatabase(
      { kind: 'server', url: `postgres://postgres@127.0.0.1:${port}/none`, poolMax: 1 },
      logger,
    );
    try {
      const started = performance.now();
      await new PostgresCallPacer(db.knex, 'creators-api', 100, logger).turn();
      // The driver alone would wait five seconds for the connection.
      expect(performance.now() - started).toBeLessThan(4_000);
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'call pacing fell back to this process alone' }),
      );
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
      await db.close().catch(() => undefined);
    }
  });
});
