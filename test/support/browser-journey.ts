import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { serverAndBrowser } from './browser.js';
import { boxArgs } from './received-box.js';
import { runCli } from './run-cli.js';
import { startServer } from './server-process.js';

/** What `parcels receive --json` answers: the parts the journeys read. */
interface ReceivedParcel {
  number: string;
  charge: number;
  preAlertSaving: number;
}

/**
 * One test file's browser journey: a server with its own embedded database, Chromium, and the staff's CLI on the
 * same database while the server runs (a command joins the server's database through its socket). The server
 * and the browser start before the file's first test and stop after its last.
 */
export function browserJourney(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `e2e-${name}-`));
  const started = serverAndBrowser(() => startServer({ DATA_DIR: dataDir }));

  /** A staff command beside the running site: what it printed, or the test fails with what it said. */
  const cli = (args: string[]): string => {
    const run = runCli(args, { DATA_DIR: dataDir });
    if (run.status !== 0) throw new Error(`${args.join(' ')}: exit ${String(run.status)} ${run.stderr}`);
    return run.stdout;
  };

  return {
    /** The server's DATA_DIR: its outbox's mail is under `mail/`. */
    dataDir,
    started,
    cli,
    /** A new page in a context of its own, the size of a phone. */
    phonePage: async (): Promise<Page> =>
      (await started().browser.newContext({ viewport: { width: 390, height: 844 } })).newPage(),
    /** Staff receive a box (received-box.ts) at the warehouse for the account. */
    receive: (accountId: string, tracking: string, box: Parameters<typeof boxArgs>[0] = {}) =>
      JSON.parse(
        cli([
          'parcels',
          'receive',
          '--account',
          accountId,
          '--tracking',
          tracking,
          ...boxArgs(box),
          '--json',
        ]),
      ) as ReceivedParcel,
  };
}
