import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../adapters/all-areas.js';
import { fileDatabase } from '../support/file-databases.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';

describe('cli db', () => {
  // Two tests on copies of the run's migrated database: the whole history rolled back, and the newest migration
  // migrated again. Migrating a new database from nothing is the run's template's work (and migrations.test.ts's),
  // a minute here on a loaded machine.
  it('reports a migrated embedded database up to date, and rolls it back', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-db-') };
    expect((await runCliInProcess(['db', 'status'], env)).stdout).toMatch(/applied\s+20261122-001-initial/);
    expect((await runCliInProcess(['db', 'migrate'], env)).stdout).toContain('is up to date');
    expect((await runCliInProcess(['db', 'rollback'], env)).stdout).toContain('Rolled back');
    expect((await runCliInProcess(['db', 'status'], env)).stdout).toMatch(/pending\s+20261122-001-initial/);
  });

  it('migrates what is pending and reports it applied', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-db-') };
    const db = await fileDatabase(env.DATA_DIR);
    await db.knex.migrate.down({ migrationSource: MIGRATIONS });
    const newest =
      (await MIGRATIONS.getMigrations([])).map((m) => MIGRATIONS.getMigrationName(m)).at(-1) ?? '';
    expect(newest).toMatch(/^\d{8}-\d{3}-/);
    expect((await runCliInProcess(['db', 'status'], env)).stdout).toMatch(new RegExp(`pending\\s+${newest}`));
    const migrate = await runCliInProcess(['db', 'migrate'], env);
    expect(migrate.status).toBe(0);
    expect(migrate.stdout).toContain(newest);
    expect((await runCliInProcess(['db', 'status'], env)).stdout).toMatch(new RegExp(`applied\\s+${newest}`));
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
