// The embedded database's own thread: PGlite runs each statement synchronously in the thread that holds it, so
// here a long one never holds the server's main thread (its site, its lock), and the gate can end one by ending
// this thread. Node runs this file as it is from the sources (type stripping) and bundled from dist/.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
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
 * PostgreSQL in WebAssembly creates files 0777 and sets modes Emscripten's way (0644, 0666), which the umask does
 * not limit: in this thread a mode set keeps only the owner's bits, and a new file is never executable.
 */
function ownerOnlyModes(): void {
  const { chmodSync, fchmodSync, writeFileSync } = fs;
  const ownerOnly = (mode: fs.Mode) => (typeof mode === 'string' ? parseInt(mode, 8) : mode) & ~0o077;
  fs.chmodSync = (path, mode) => chmodSync(path, ownerOnly(mode));
  fs.fchmodSync = (fd, mode) => fchmodSync(fd, ownerOnly(mode));
  fs.writeFileSync = (file, data, options) =>
    writeFileSync(
      file,
      data,
      typeof options === 'object' && options?.mode !== undefined
        ? { ...options, mode: ownerOnly(options.mode) & 0o666 }
        : options,
    );
}

const { pgdata, copyOf, socketPath, sharedBuffers } = workerData as DatabaseThreadSettings;
ownerOnlyModes();
const db = await PGlite.create({
  ...(pgdata && { dataDir: pgdata }),
  ...(!pgdata && copyOf && { loadDataDir: copyOf }),
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
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
