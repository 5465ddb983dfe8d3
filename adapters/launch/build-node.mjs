// Bundles the server and the CLI for plain Node.js (npm run build). Packages are bundled in too: one file
// loads in a fraction of the time of hundreds (0.6 s of every start). Those that load files of their own
// beside their code (WebAssembly, native addons such as sharp's libvips, knex's dialects, pino's workers) stay in
// node_modules.
import { build } from 'esbuild';

const KEPT_IN_NODE_MODULES = [
  'argon2',
  '@electric-sql/*',
  'knex',
  'pg',
  'pg-*',
  'pino',
  'nodemailer',
  'sharp',
];

/**
 * @param {string} entry
 * @param {string} outfile
 */
const bundle = (entry, outfile) =>
  build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: KEPT_IN_NODE_MODULES,
    // Bundled CommonJS packages call require(); an ES module has none until it is given one.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });

// The server last: its file's time is the build's (build-if-stale.mjs).
await bundle('cli/main.ts', 'dist/cli.mjs');
// The embedded database's thread, started by both (beside them: embedded-postgres.ts finds it there).
await bundle('adapters/postgres/embedded-database-worker.ts', 'dist/embedded-database-worker.mjs');
await bundle('adapters/http/main.ts', 'dist/server.mjs');
