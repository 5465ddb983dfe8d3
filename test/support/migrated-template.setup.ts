// Vitest's global set-up for the node project: one embedded database, made and migrated once per run, that each
// test file copies (a data directory, or PGlite's dump of it in memory) instead of making and migrating its own:
// making one takes seconds on a busy machine, a copy a fraction of that.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS } from '../../adapters/all-areas.js';
import { migrateToLatest, openDatabase } from '../../adapters/postgres/database.js';
import { TEMPLATE_DATA_DIR, TEMPLATE_DUMP } from './migrated-database.js';

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'migrated-template-'));
  const db = await openDatabase({ kind: 'embedded', dataDir: join(folder, TEMPLATE_DATA_DIR) });
  await migrateToLatest(db, MIGRATIONS);
  await db.close();
  const pglite = await PGlite.create({ dataDir: join(folder, TEMPLATE_DATA_DIR, 'pgdata') });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  writeFileSync(join(folder, TEMPLATE_DUMP), Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedTemplate', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
