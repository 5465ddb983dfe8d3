import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresChangeNotices, notifyChange } from '../../../adapters/postgres/change-notices.js';
import { type Database, openDatabase } from '../../../adapters/postgres/database.js';
import { capturedLog } from '../../support/captured-log.js';

/** Resolves once `count()` has reached `least`, or fails after `withinMs` (sized for a busy two-core machine). */
async function reaches(count: () => number, least: number, withinMs = 30_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (count() < least) {
    if (Date.now() > deadline) throw new Error(`heard ${String(count())} notices, not ${String(least)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Notices matter where several instances share a database: a PostgreSQL server.
describe.runIf(process.env.TEST_DATABASE_URL)('change notices on a PostgreSQL server', () => {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'server', url: process.env.TEST_DATABASE_URL ?? '', poolMax: 2 });
  });
  afterAll(() => database?.close());

  it('tells a listener of a change, and again after its connection was lost and made again', async () => {
    if (!database) throw new Error('no database');
    const { knex } = database;
    // A channel of this test's own: other test files on the same server send notices too.
    const channel = `test_${crypto.randomUUID().replace(/-/g, '')}`;
    const { logger, lines } = capturedLog('warn');
    const notices = new PostgresChangeNotices(knex, logger);
    const losses = () => lines.filter((line) => line.msg === 'not listening for changes; trying again');
    let heard = 0;
    notices.on(channel, () => (heard += 1));
    notices.listen();
    // Each look sends a notice: the first ones may leave before the listening connection is made.
    const heardWhileSending = () => {
      void notifyChange(knex, channel);
      return heard;
    };
    try {
      await reaches(heardWhileSending, 1);
      const before = heard;
      const { rows } = await knex.raw<{ rows: unknown[] }>(
        'select pg_terminate_backend(pid) from pg_stat_activity where query = ?',
        [`listen "${channel}"`],
      );
      expect(rows).toHaveLength(1);
      // The loss itself counts as a change (a notice may have been missed)...
      await reaches(() => losses().length, 1);
      expect(heard).toBeGreaterThan(before);
      // ...and once the connection is made again, notices come again.
      await reaches(heardWhileSending, heard + 1);
      expect(losses()).toHaveLength(1);
    } finally {
      await notices.close();
    }
  });
});
