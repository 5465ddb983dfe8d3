// Bundles the server and the CLI for plain Node.js (npm run build). Packages are bundled in too: one file
// loads in a fraction of the time of hundreds (0.6 s of every start). Those that load files of their own
// beside their code (WebAssembly, native addons such as sharp's libvips, knex's dialects, pino's workers, pdfkit's
// font metrics) stay in node_modules.
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const KEPT_IN_NODE_MODULES = [
  'argon2',
  '@electric-sql/*',
  'knex',
  'pg',
  'pg-*',
  'pino',
  'nodemailer',
  'pdfkit',
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

/**
 * The server's young generation: V8's default on a machine with a few GB of memory is 64 MB, which a busy server
 * fills and keeps (30 MB of its resident memory). At 4 MB the page bench still serves `/` at 0.99x a bare server
 * (0.93x with a core busy) and the server holds 197 MB after 50 connections, 207-218 MB at 16 MB (bench:start).
 */
const SERVER_V8_FLAGS = ['--max-semi-space-size=4'];

/**
 * What `node dist/server.mjs` (or cli.mjs) runs, before the bundle. The server's entry first starts its own
 * process again with the V8 flags above, keeping its process id, its arguments and the caller's own flags
 * (`process.execve`; not where it is missing, nor when the caller chose a young generation size). Then it turns
 * on Node.js's compile cache and loads the bundle, so that every start after the first reuses the bundle's
 * compiled code (kept under the system's temporary folder, or NODE_COMPILE_CACHE) instead of compiling 5 MB of
 * JavaScript again: 0.14 s of CPU of each start. The cache only covers modules loaded after it is on, hence a file
 * of its own.
 * @param {string} outfile
 * @param {string} bundleFile the bundle, beside it
 * @param {readonly string[]} v8Flags
 */
const writeEntry = (outfile, bundleFile, v8Flags = []) =>
  writeFileSync(
    outfile,
    [
      "import { enableCompileCache } from 'node:module';",
      '',
      ...(v8Flags.length === 0
        ? []
        : [
            `const flags = ${JSON.stringify(v8Flags)};`,
            "const chosen = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((flag) => flag.includes('semi-space'));",
            "if (!chosen && typeof process.execve === 'function') {",
            '  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)]);',
            '}',
          ]),
      'enableCompileCache();',
      `await import('./${bundleFile}');`,
      '',
    ].join('\n'),
  );

await bundle('cli/main.ts', 'dist/cli-bundle.mjs');
writeEntry('dist/cli.mjs', 'cli-bundle.mjs');
// The embedded database's thread, started by both (beside them: embedded-postgres.ts finds it there).
await bundle('adapters/postgres/embedded-database-worker.ts', 'dist/embedded-database-worker.mjs');
await bundle('adapters/http/main.ts', 'dist/server-bundle.mjs');
// The server's entry last: its file's time is the build's (build-if-stale.mjs).
writeEntry('dist/server.mjs', 'server-bundle.mjs', SERVER_V8_FLAGS);
