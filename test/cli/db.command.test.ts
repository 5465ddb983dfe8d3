import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.js';

describe('cli db', () => {
  it('migrates, reports and rolls back the embedded database', () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'cli-db-')) };
    expect(runCli(['db', 'status'], env).stdout).toMatch(/pending\s+20261122-001-initial/);
    const migrate = runCli(['db', 'migrate'], env);
    expect(migrate.status).toBe(0);
    expect(migrate.stdout).toContain('20261122-001-initial');
    expect(runCli(['db', 'migrate'], env).stdout).toContain('is up to date');
    expect(runCli(['db', 'status'], env).stdout).toMatch(/applied\s+20261122-001-initial/);
    expect(runCli(['db', 'rollback'], env).stdout).toContain('Rolled back');
    expect(runCli(['db', 'status'], env).stdout).toMatch(/pending\s+20261122-001-initial/);
  });

  it('exits 1 with a one-line message when the database server is unreachable', () => {
    const run = runCli(['customers', 'count'], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere',
      MIGRATE_ON_START: 'false',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^error: The database is unreachable \(.*ECONNREFUSED.*\)\.\n$/);
  });
});
