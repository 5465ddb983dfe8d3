import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { processBudget } from '../../../adapters/memory/call-budget.js';
import { openDatabase } from '../../../adapters/postgres/database.js';
import { PostgresCallBudget } from '../../../adapters/postgres/postgres-call-budget.js';
import { capturedLog } from '../../support/captured-log.js';
import { DATABASE_TARGETS, useDatabase } from '../../support/databases.js';
import { freePort } from '../../support/server-process.js';

describe.each(DATABASE_TARGETS)('a day’s call budget shared through $name', (target) => {
  const database = useDatabase(target);

  it('lets two instances together take exactly the day’s calls, each API its own', async () => {
    const one = new PostgresCallBudget(database.db.knex, 'creators-api', 5, undefined);
    const two = new PostgresCallBudget(database.db.knex, 'creators-api', 5, undefined);
    const taken = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? one : two).take()));
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect(await one.take()).toBe(false);
    expect(await new PostgresCallBudget(database.db.knex, 'other-api', 5, undefined).take()).toBe(true);
  });
});

describe('a day’s call budget', () => {
  it('counts afresh each UTC day in one process', async () => {
    let now = Date.parse('2026-11-26T23:59:00Z');
    const budget = processBudget(2, () => now);
    expect([await budget.take(), await budget.take(), await budget.take()]).toEqual([true, true, false]);
    now = Date.parse('2026-11-27T00:00:01Z');
    expect(await budget.take()).toBe(true);
  });

  it('counts in this process alone when the database cannot answer, and says so', async () => {
    const { logger, lines } = capturedLog('warn');
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/none`;
    const db = await openDatabase({ kind: 'server', url, poolMax: 1 }, logger);
    try {
      const budget = new PostgresCallBudget(db.knex, 'creators-api', 1, logger);
      expect([await budget.take(), await budget.take()]).toEqual([true, false]);
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'call budget fell back to this process alone', api: 'creators-api' }),
      );
    } finally {
      await db.close();
    }
  });

  it('waits at most a second for a database that takes connections and never answers', async () => {
    const silent = createServer(() => undefined).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    const db = await openDatabase(
      { kind: 'server', url: `postgres://postgres@127.0.0.1:${port}/none`, poolMax: 1 },
      capturedLog('warn').logger,
    );
    try {
      const started = performance.now();
      expect(await new PostgresCallBudget(db.knex, 'creators-api', 1, undefined).take()).toBe(true);
      expect(performance.now() - started).toBeLessThan(4_000);
    } finally {
      await db.close();
      silent.close();
    }
  });
});
