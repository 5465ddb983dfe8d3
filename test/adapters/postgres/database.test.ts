import { MIGRATIONS } from '../../../adapters/all-areas.js';
import knexFactory, { type Knex } from 'knex';
import { describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openDatabase } from '../../../adapters/postgres/database.js';
import { capturedLog } from '../../support/captured-log.js';
import { freePort } from '../../support/server-process.js';

describe('openDatabase', () => {
  it('writes what knex and its pool report to the app log, as JSON, not to stderr', async () => {
    const { logger, lines } = capturedLog('info');
    // Nothing listens there: every connection is refused.
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/none`;
    const db = await openDatabase({ kind: 'server', url, poolMax: 1 }, logger);
    await expect(db.knex.raw('select 1')).rejects.toThrow();
    await db.close();
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'database driver warning',
        knex: expect.stringContaining('ECONNREFUSED') as unknown,
      }),
    );
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('instances starting together on a new database', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const instance = (schema: string) =>
    knexFactory({ client: 'pg', connection: url, searchPath: [schema], pool: { min: 0, max: 2 } });

  /** Starts `count` instances at once on a schema of their own; `prepare` may set the scene first. */
  async function startTogether(
    count: number,
    prepare?: (admin: Knex, schema: string) => Promise<() => Promise<void>>,
  ) {
    const schema = `race_${crypto.randomUUID().replace(/-/g, '')}`;
    const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
    await admin.raw(`create schema ${schema}`);
    const instances = Array.from({ length: count }, () => instance(schema));
    try {
      const release = await prepare?.(admin, schema);
      const migrations = Promise.allSettled(
        instances.map((knex) => migrateToLatest({ knex, kind: 'server' }, MIGRATIONS)),
      );
      await release?.();
      const results = await migrations;
      const lockRows = await admin(`${schema}.knex_migrations_lock`).select('is_locked');
      const outcomes = results.map((r) => (r.status === 'fulfilled' ? 'migrated' : String(r.reason)));
      const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value[1] : []));
      return { outcomes, applied, lockRows };
    } finally {
      await Promise.all(instances.map((knex) => knex.destroy()));
      await admin.raw(`drop schema ${schema} cascade`);
      await admin.destroy();
    }
  }

  it('all migrate it, each migration once, and leave one free lock row', async () => {
    for (let round = 0; round < 3; round++) {
      const { outcomes, applied, lockRows } = await startTogether(4);
      expect(outcomes).toEqual(['migrated', 'migrated', 'migrated', 'migrated']);
      expect(applied.length).toBeGreaterThan(0);
      expect(new Set(applied).size).toBe(applied.length);
      expect(lockRows).toEqual([{ is_locked: 0 }]);
    }
  });

  // The race that once locked a database for good, made certain: knex's tables exist but its lock row not yet,
  // and every instance reaches the "is there a lock row?" question together. Unserialised, each adds one.
  it('never adds a second lock row when they all ask for it at the same moment', async () => {
    const { outcomes, lockRows } = await startTogether(4, async (admin, schema) => {
      const bookkeeping = instance(schema);
      await bookkeeping.migrate.currentVersion(); // creates knex's two tables and its lock row
      await bookkeeping.destroy();
      await admin(`${schema}.knex_migrations_lock`).delete();
      const hold = await admin.transaction();
      await hold.raw(`lock table ${schema}.knex_migrations_lock in access exclusive mode`);
      // Let go once all four wait: one on the lock table, the others for their turn (migrateToLatest's advisory
      // lock, keyed by the schema), rather than after a time a busy machine may not keep to.
      return async () => {
        await vi.waitFor(
          async () => {
            const { rows } = await admin.raw<{ rows: { waiting: number }[] }>(
              `select count(*)::int as waiting from pg_locks
                where not granted
                  and (relation = to_regclass(?)
                    or (locktype = 'advisory' and objid = (hashtext(?)::bigint & 4294967295)::oid))`,
              [`${schema}.knex_migrations_lock`, `${schema}.knex_migrations`],
            );
            expect(rows[0]?.waiting).toBeGreaterThanOrEqual(4);
          },
          { timeout: 60_000, interval: 50 },
        );
        await hold.commit();
      };
    });
    expect(outcomes).toEqual(['migrated', 'migrated', 'migrated', 'migrated']);
    expect(lockRows).toEqual([{ is_locked: 0 }]);
  });
});
