import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = new URL('..', import.meta.url).pathname;

export default defineConfig({
  root,
  test: {
    // Vitest gives a two-core machine one worker; most tests wait on a child process, a database or a socket, so
    // more keep both cores busy (npm test: 5 min 40 s with one worker, 3 min 16 s with three; on 2026-12-04, quiet,
    // 191 s with three and 179 s with four, the CPU busy 172% and 184% of the time).
    maxWorkers: 4,
    // A worker keeps the modules it loaded from one test file to the next (isolate: false): every file imports
    // much of the app, and loading it afresh per file was most of the run (Vitest's import time, 345 s of 398 s,
    // fell to 93 s). Tests share no module state: each builds its own container, store and server.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          // The core's unit tests: in memory, no built tree, no database, so a minute is plenty for any one.
          name: 'unit',
          environment: 'node',
          include: ['test/core/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/{adapters,cli,contract,scripts}/**/*.test.ts'],
          globalSetup: ['test/support/build-once.ts', 'test/support/migrated-template.setup.ts'],
          setupFiles: ['test/support/file-databases.setup.ts'],
          // Some tests start real processes and databases: a minute is what the slowest one, made fast, may take on a
          // loaded machine. A CLI test's commands once each spawned a process and opened PGlite (120 to 212 s with
          // npm test twice at once; the limit was then 480 s); they now run in process on one database per file.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['test/web/**/*.test.{ts,tsx}'],
          setupFiles: ['test/web/setup.ts'],
          // Sized for a busy two-core machine (npm test twice at once): a test waits for conditions, never a time.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The server-render tests use the built renderer, as the server does.
          globalSetup: ['test/support/build-once.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/build-once.ts', 'test/support/migrated-template.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One file at a time, each loading afresh: the browser suite's time is the browser's, not the imports'.
          isolate: true,
        },
      },
    ],
  },
});
