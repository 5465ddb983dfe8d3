import { type Database, openDatabase } from '../../adapters/postgres/database.js';

const open = new Map<string, Promise<Database>>();

/**
 * The embedded database under `dataDir`, opened once for the test file and shared by every in-process command and
 * every check of the file on it (closed after the file: test/support/file-databases.setup.ts): opening PGlite costs a
 * second of CPU, a command on an open one some milliseconds. Its users never close it.
 */
export function fileDatabase(dataDir: string): Promise<Database> {
  let database = open.get(dataDir);
  if (!database) {
    database = openDatabase({ kind: 'embedded', dataDir });
    // A database that did not open is not kept: the next asks again.
    database.catch(() => open.delete(dataDir));
    open.set(dataDir, database);
  }
  return database;
}

/** Closes every database `fileDatabase` opened. */
export async function closeFileDatabases(): Promise<void> {
  const databases = [...open.values()];
  open.clear();
  for (const database of databases) await (await database).close();
}
