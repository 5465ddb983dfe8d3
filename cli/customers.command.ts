import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { SingleBar } from 'cli-progress';
import { Command } from 'commander';
import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafe } from '../core/shared/spreadsheet-cell.js';
import type { AppContainer } from '../adapters/wiring.js';
import { linesOfFile } from '../adapters/line-sources.js';
import { MAX_LINE_LENGTH } from '../core/customers/customer-line.js';
import type { ImportReport, RejectedLine } from '../core/customers/import-report.js';
import { CUSTOMER_TOKENS } from '../core/customers/customer.tokens.js';
import { EXIT, UsageError } from './errors.js';
import { fictionalCustomerLines } from './fictional-customers.js';
import { SHOWN_REJECTS, fileSize } from './input-files.js';
import { withContainer } from './with-container.js';
import { say, sayJson, sayOnStderr } from './terminal.js';

const EXPORT_PAGE = 5000;
/** Rows, bytes, rate and ETA on a terminal; nothing when output is piped. */
function progressBar(totalBytes: number) {
  if (!process.stderr.isTTY) return undefined;
  const bar = new SingleBar({
    stream: process.stderr,
    format:
      'importing [{bar}] {percentage}% | {rows} lines | {value}/{total} bytes | {rate} lines/s | ETA {eta_formatted}',
    hideCursor: true,
  });
  bar.start(totalBytes, 0, { rows: 0, rate: 0 });
  return bar;
}

function summary(report: ImportReport, options: { dryRun?: boolean; allOrNothing?: boolean }): string {
  const counts = `${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ${report.rejectedCount} rejected`;
  const verdict = options.dryRun
    ? 'Dry run: nothing was written.'
    : report.rolledBack
      ? 'All-or-nothing: a line was rejected, so nothing was written.'
      : 'Saved.';
  return `Read ${report.lines} lines: ${counts}. ${verdict}`;
}

interface ImportFlags {
  dryRun?: boolean;
  allOrNothing?: boolean;
  rejects?: string;
  json?: boolean;
}

async function importFile(container: () => Promise<AppContainer>, path: string, flags: ImportFlags) {
  const size = await fileSize(path);
  const rejectsOut: Writable | undefined = flags.rejects ? createWriteStream(flags.rejects) : undefined;
  rejectsOut?.write(stringify([['line', 'reason', 'text']]));

  const report = await withContainer(container, (app) => {
    // The directory may read the file twice (see CustomerDirectory.upsertAll); the bar follows the current read.
    let lines: ReturnType<typeof linesOfFile> | undefined;
    const openLines = () => (lines = linesOfFile(path, MAX_LINE_LENGTH));
    const bar = progressBar(size);
    const started = performance.now();
    return app
      .get(CUSTOMER_TOKENS.ImportCustomers)
      .execute(openLines, {
        dryRun: flags.dryRun,
        allOrNothing: flags.allOrNothing,
        onProgress: (linesRead) => {
          const seconds = (performance.now() - started) / 1000;
          bar?.update(lines?.bytesRead() ?? 0, {
            rows: linesRead,
            rate: Math.round(linesRead / Math.max(seconds, 0.001)),
          });
        },
        onReject: (rejected: RejectedLine) =>
          rejectsOut?.write(
            stringify([
              [rejected.line, rejected.reason, rejected.text].map((cell) => spreadsheetSafe(String(cell))),
            ]),
          ),
      })
      .finally(() => {
        bar?.update(size);
        bar?.stop();
      });
  });
  if (rejectsOut) {
    rejectsOut.end();
    await once(rejectsOut, 'finish');
  }

  if (flags.json) {
    sayJson(report);
  } else {
    say(summary(report, flags));
    for (const rejected of report.rejected.slice(0, SHOWN_REJECTS)) {
      say(`  line ${rejected.line}: ${rejected.reason}`);
    }
    if (report.rejectedCount > SHOWN_REJECTS) {
      say(
        `  … and ${report.rejectedCount - SHOWN_REJECTS} more${flags.rejects ? ` in ${flags.rejects}` : ' (use --rejects FILE)'}`,
      );
    }
  }
  process.exitCode = report.rejectedCount === 0 ? EXIT.ok : EXIT.failure;
}

async function exportAll(container: () => Promise<AppContainer>, path: string | undefined) {
  const out: Writable = path ? createWriteStream(path) : process.stdout;
  let written = 0;
  await withContainer(container, async (app) => {
    const directory = app.get(CUSTOMER_TOKENS.Customers);
    let after: string | null = null;
    for (;;) {
      const page = await directory.page(after, EXPORT_PAGE);
      if (page.length === 0) break;
      // Opened in a spreadsheet, a name such as =HYPERLINK(…) must show as text, not run.
      const csv = stringify(
        page.map((c) => [c.firstName, c.lastName, c.accountId, c.phoneNumber ?? ''].map(spreadsheetSafe)),
      );
      if (!out.write(csv)) await once(out, 'drain');
      written += page.length;
      after = page.at(-1)?.accountId ?? null;
    }
  });
  if (path) {
    out.end();
    await once(out, 'finish');
    sayOnStderr(`Exported ${written} customers to ${path}.`);
  }
}

export function customersCommand(container: () => Promise<AppContainer>): Command {
  const customers = new Command('customers').description(
    'The customer directory behind the How It Works lookup',
  );
  customers
    .command('import')
    .description(
      'load a customer file (CSV, or names and account ID separated by spaces), upserting by account ID',
    )
    .argument('<file>', 'the file to load')
    .option('--dry-run', 'read and count, write nothing')
    .option('--all-or-nothing', 'load nothing if any line is rejected')
    .option('--rejects <path>', 'write every rejected line to this CSV file')
    .option('--json', 'print the report as JSON')
    .addHelpText(
      'after',
      '\nExit codes: 0 every line loaded, 1 some lines rejected, 2 unusable arguments or file.',
    )
    .action((file: string, flags: ImportFlags) => importFile(container, file, flags));
  customers
    .command('count')
    .description('how many customers the directory holds')
    .action(() =>
      withContainer(container, async (app) => say(String(await app.get(CUSTOMER_TOKENS.Customers).count()))),
    );
  customers
    .command('export')
    .description(
      'write every customer as CSV (first name, last name, account ID, phone), in account-ID order',
    )
    .argument('[file]', 'the file to write; standard output when absent')
    .action((file: string | undefined) => exportAll(container, file));
  customers
    .command('generate')
    .description('write a file of fictional customers (the sample for Load ALL, benchmark input)')
    .argument('<count>', 'how many customers')
    .argument('[file]', 'the file to write; standard output when absent')
    .option('--seed <n>', 'the same seed always gives the same file', '2026')
    .action(async (countText: string, file: string | undefined, flags: { seed: string }) => {
      const count = Number(countText);
      const seed = Number(flags.seed);
      if (!Number.isInteger(count) || count < 0)
        throw new UsageError(`<count> must be a whole number, not "${countText}".`);
      if (!Number.isInteger(seed))
        throw new UsageError(`--seed must be a whole number, not "${flags.seed}".`);
      const out: Writable = file ? createWriteStream(file) : process.stdout;
      for (const line of fictionalCustomerLines(count, seed)) {
        if (!out.write(`${line}\n`)) await once(out, 'drain');
      }
      if (file) {
        out.end();
        await once(out, 'finish');
      }
    });
  customers
    .command('clear')
    .description('remove every customer from the directory')
    .option('--yes', 'confirm: this cannot be undone')
    .action((flags: { yes?: boolean }) => {
      if (!flags.yes)
        throw new UsageError('Clearing removes every customer and cannot be undone; add --yes to confirm.');
      return withContainer(container, async (app) => {
        const removed = await app.get(CUSTOMER_TOKENS.ClearCustomers).execute();
        say(`Removed ${removed} customers.`);
      });
    });
  return customers;
}
