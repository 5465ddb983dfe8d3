// Builds (npm run build) only when dist/ is missing or older than a source: a second start on a built tree
// starts at once. Plain JavaScript, so that it runs on Node.js before anything is compiled.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
/** What the build reads. */
const SOURCES = ['core', 'adapters', 'web', 'cli', 'package.json', 'package-lock.json', 'tsconfig.json'];
/** What the build writes; the server bundle comes last, so its time is the build's. */
export const OUTPUTS = [
  'dist/web/index.html',
  'dist/web-server/entry-server.js',
  'dist/cli-bundle.mjs',
  'dist/cli.mjs',
  'dist/embedded-database-worker.mjs',
  'dist/server-bundle.mjs',
  'dist/server.mjs',
];

/** @param {string} path */
const modifiedAt = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs;

/**
 * @param {string} path
 * @returns {number}
 */
function newestSource(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats?.isDirectory()) return stats?.mtimeMs ?? 0;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestSource(join(path, entry))), 0);
}

/**
 * True when the last build is older than a source, or part of it is missing.
 * @param {string} root the project's folder
 */
export function buildIsStale(root = projectRoot) {
  const built = OUTPUTS.map((output) => modifiedAt(join(root, output)) ?? 0);
  return Math.max(...SOURCES.map((source) => newestSource(join(root, source)))) > Math.min(...built);
}

export function buildIfStale() {
  if (!buildIsStale()) return;
  // On stderr: what a command prints on stdout (the CLI's --json) stays its own.
  console.error('building (dist/ is missing or older than the sources)');
  // A production build whoever asks (the test runner sets NODE_ENV=test, which gives React's development JSX).
  const build = spawnSync('npm', ['run', '-s', 'build'], {
    cwd: projectRoot,
    stdio: ['ignore', 2, 2],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
