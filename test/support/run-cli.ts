import { spawnSync } from 'node:child_process';

const root = new URL('../../', import.meta.url).pathname;

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI in a child process, as `npm run cli -- ...` would. */
export function runCli(args: string[], env: NodeJS.ProcessEnv = {}): CliRun {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'cli/main.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
