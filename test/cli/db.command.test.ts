import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';

describe('cli db', () => {
  // Two tests, each half the work of a database's whole history: rolled back on a copy of the run's migrated one,
  // and migrated on a new one.
  it('reports a migrated embedded database up to date, and rolls it back', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-db-') };
    expect((await runCliInProcess(['db', 'status'], env)).stdout).toMatch(/applied\s+20261122-001-initial/);
    expect((await runCliInProcess(['db', 'migrate'], env)).stdout).toContain('is up to date');
    expect((await runCliInProcess(['db', 'rollback'], env)).stdout).toContain('Rolled back');
    expect((await runCliInProcess(['db', 'status'], env)).stdout).toMatch(/pending\s+20261122-001-initial/);
  });

  it('migrates a new embedded database', async () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'cli-db-')) };
    expect((await runCliInProcess(['db', 'status'], env)).stdout).toMatch(/pending\s+20261122-001-initial/);
    const migrate = await runCliInProcess(['db', 'migrate'], env);
    expect(migrate.status).toBe(0);
    expect(migrate.stdout).toContain('20261122-001-initial');
    expect((await runCliInProcess(['db', 'status'], env)).stdout).toMatch(/applied\s+20261122-001-initial/);
  });

  it('exits 1 with a one-line message when the database server is unreachable', async () => {
    const run = await runCliInProcess(['customers', 'count'], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere',
      MIGRATE_ON_START: 'false',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^error: The database is unreachable \(.*ECONNREFUSED.*\)\.\n$/);
  });
});
