import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder where test/support/migrated-template.setup.ts keeps the run's migrated database. */
    migratedTemplate: string;
  }
}

/** In the template's folder: a DATA_DIR whose embedded database is migrated, and PGlite's dump of it. */
export const TEMPLATE_DATA_DIR = 'data';
export const TEMPLATE_DUMP = 'pgdata.tar';

/** A new DATA_DIR (in a temporary folder named by `prefix`) holding a copy of the run's migrated database. */
export function migratedDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(inject('migratedTemplate'), TEMPLATE_DATA_DIR, 'pgdata'), join(dataDir, 'pgdata'), {
    recursive: true,
  });
  return dataDir;
}

let dump: Blob | undefined;
/** The run's migrated database as PGlite's dump, to load into memory (`copyOf`). */
export function migratedDump(): Blob {
  dump ??= new Blob([readFileSync(join(inject('migratedTemplate'), TEMPLATE_DUMP))]);
  return dump;
}
