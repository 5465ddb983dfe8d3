// The embedded database's own thread: PGlite runs each statement synchronously in the thread that holds it, so
// here a long one never holds the server's main thread (its site, its lock), and the gate can end one by ending
// this thread. Node runs this file as it is from the sources (type stripping) and bundled from dist/.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface DatabaseThreadSettings {
  /** The database's files; without them it lives in memory, new or a copy of `copyOf` (PGlite's dumpDataDir). */
  pgdata?: string;
  copyOf?: Blob;
  /** Where PGlite's socket server listens (only the gate connects). */
  socketPath: string;
  /** PostgreSQL's buffer cache (embedded-postgres.ts says why). */
  sharedBuffers: string;
}

/**
 * PostgreSQL in WebAssembly (Emscripten's file system) makes files and directories 0777 or 0666 and sets modes
 * such as 0644, which the umask would not all limit: in this thread every mode it makes or sets keeps only the
 * owner's bits (files 0600, directories 0700), so the database's files are its user's alone.
 */
function ownerOnlyModes(): void {
  const { chmodSync, fchmodSync, mkdirSync, openSync, writeFileSync } = fs;
  const ownerOnly = (mode: fs.Mode) => (typeof mode === 'string' ? parseInt(mode, 8) : mode) & ~0o077;
  const ownerOnlyFile = (mode: fs.Mode | undefined) => ownerOnly(mode ?? 0o666) & 0o666;
  fs.chmodSync = (path, mode) => chmodSync(path, ownerOnly(mode));
  fs.fchmodSync = (fd, mode) => fchmodSync(fd, ownerOnly(mode));
  fs.openSync = (path, flags, mode) => openSync(path, flags, ownerOnlyFile(mode ?? undefined));
  fs.writeFileSync = (file, data, options) =>
    writeFileSync(
      file,
      data,
      typeof options === 'string' ? options : { ...options, mode: ownerOnlyFile(options?.mode) },
    );
  fs.mkdirSync = (path: fs.PathLike, options?: fs.Mode | fs.MakeDirectoryOptions | null) =>
    mkdirSync(path, {
      ...(typeof options === 'object' ? options : {}),
      mode: ownerOnly((typeof options === 'object' ? options?.mode : options) ?? 0o777),
    });
}

const { pgdata, copyOf, socketPath, sharedBuffers } = workerData as DatabaseThreadSettings;
ownerOnlyModes();
const db = await PGlite.create({
  ...(pgdata && { dataDir: pgdata }),
  ...(!pgdata && copyOf && { loadDataDir: copyOf }),
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  // Trigram indexes: staff find a customer by any part of a name (adapters/staff's migration).
  extensions: { pg_trgm },
});
// The headroom covers connections still closing.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 64 });
await server.start();
parentPort?.on('message', (message) => {
  if (message !== 'stop') return;
  void server
    .stop()
    .then(() => db.close())
    .finally(() => process.exit());
});
parentPort?.postMessage('ready');
