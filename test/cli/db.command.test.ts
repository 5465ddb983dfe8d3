import { describe, expect, it } from 'vitest';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';

describe('cli db', () => {
  it('reports, rolls back and migrates the embedded database', async () => {
    // A copy of the run's migrated database: rolling it back and migrating it again is the commands' work; making
    // a new database first (initdb) only added to it.
    const env = { DATA_DIR: migratedDataDir('cli-db-') };
    expect((await runCliInProcess(['db', 'status'], env)).stdout).toMatch(/applied\s+20261122-001-initial/);
    expect((await runCliInProcess(['db', 'migrate'], env)).stdout).toContain('is up to date');
    expect((await runCliInProcess(['db', 'rollback'], env)).stdout).toContain('Rolled back');
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
