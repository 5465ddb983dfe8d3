import { fork } from 'node:child_process';
import { PRODUCTION_IDENTITY_ENV } from '../support/production-identity.js';

export type BenchServerMode = 'app' | 'express-empty' | 'express-bare' | 'node-http';

export interface BenchServer {
  url: string;
  stop(): void;
}

/** Starts bench-server.ts in its own process, so that the load generator does not share its event loop. */
export async function forkBenchServer(mode: BenchServerMode): Promise<BenchServer> {
  const child = fork(new URL('./bench-server.ts', import.meta.url).pathname, [mode, '0'], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      NODE_ENV: 'production',
      ...PRODUCTION_IDENTITY_ENV,
      // Production refuses to start without one; a benchmark signs nothing that matters.
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'benchmark-only-session-secret-0123456789',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (m: { port: number }) => resolve(m.port)),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
