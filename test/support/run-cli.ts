import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { migratedDataDir } from './migrated-database.js';

const root = new URL('../../', import.meta.url).pathname;

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Long enough for a command on a busy two-core machine (a CLI test once failed at 30 s there). */
const CLI_TIMEOUT_MS = 180_000;

let fileDataDir: string | undefined;
/**
 * One embedded database per test file, for the calls that name none: never the repository's ./data; a copy of
 * the run's migrated one.
 */
const defaultDataDir = () => (fileDataDir ??= migratedDataDir('cli-data-'));

/**
 * The child's environment: a call that names its database (DATA_DIR, or DATABASE_URL for a server) keeps it;
 * only the others get the test file's copy of the migrated one (which a drill, run outside Vitest, never asks for).
 */
const childEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATA_DIR:
    env.DATA_DIR ?? (env.DATABASE_URL === undefined ? defaultDataDir() : mkdtempSync(join(tmpdir(), 'cli-'))),
  ...env,
});

/** Runs the compiled CLI in a child process, as `npm run cli -- ...` does (the test run built it when stale). */
export function runCli(args: string[], env: NodeJS.ProcessEnv = {}): CliRun {
  const result = spawnSync(process.execPath, ['dist/cli.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: childEnv(env),
    timeout: CLI_TIMEOUT_MS,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same, without blocking this process: for a CLI that talks to a server this test process runs. */
export function runCliAsync(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/cli.mjs', ...args], {
      cwd: root,
      env: childEnv(env),
      timeout: CLI_TIMEOUT_MS,
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}
