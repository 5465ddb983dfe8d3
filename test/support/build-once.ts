// Vitest's global set-up: the tests that start the real server start the compiled one, built here when stale.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { buildIfStale } from '../../adapters/launch/build-if-stale.mjs';

const root = new URL('../..', import.meta.url).pathname;
// One lock per checkout: two runs at once (npm test twice) must not both write dist/ while the other's tests
// start the server from it. The second waits for the first's build, then finds dist/ fresh.
const LOCK = join(
  tmpdir(),
  `kango-build-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.lock`,
);
// A build takes a minute or two on a busy machine: a lock older than this was left by a run that was killed.
const ABANDONED_MS = 10 * 60_000;

async function lock(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > ABANDONED_MS)
        rmSync(LOCK, { recursive: true, force: true });
      else await setTimeout(500);
    }
  }
}

export default async function setup(): Promise<void> {
  await lock();
  try {
    buildIfStale();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
