import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { parseCustomerLine } from './customer-line.js';
import type { Customer } from './customer.js';
import type { LinedCustomer, RefusedBecause, CustomersPorts } from './customers.ports.js';
import { type ImportReport, MAX_REJECT_TEXT, type RejectedLine } from './import-report.js';

export interface ImportOptions {
  /** Load nothing if any line is rejected. */
  allOrNothing?: boolean;
  /** Count what would change, write nothing. */
  dryRun?: boolean;
  /** Rows per database call; the directory's own choice when absent. */
  batchSize?: number;
  /** Called after each batch with the lines read so far. */
  onProgress?: (linesRead: number) => void;
  /** Every rejected line, as it is found (the report keeps only the first ones). */
  onReject?: (rejected: RejectedLine) => void;
}

export const MAX_REPORTED_REJECTS = 1000;

class Rollback extends Error {}

/** A refused line as CSV again (the directory keeps the fields, not the text): enough to find and fix it. */
const csvLine = (c: Customer): string =>
  [c.firstName, c.lastName, c.accountId, c.phoneNumber ?? '']
    .map((field) => (/[",]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field))
    .join(',')
    .replace(/,$/, '');

/**
 * Loads a customer file, line by line, in one transaction: a crash or an error leaves the directory as it
 * was, never half-loaded. Upserts by account ID, so loading the same file twice changes nothing. A later
 * line with an account ID seen earlier in the file is rejected (the first one wins), and so is an ID that an
 * account registered on this site holds; the directory finds those, so nothing here grows with the file.
 * `openLines` gives the file's lines from the start each time it is called, a read's worth at a time.
 */
export class ImportCustomersUseCase {
  constructor(private readonly unitOfWork: UnitOfWork<CustomersPorts>) {}

  async execute(
    openLines: () => AsyncIterable<readonly string[]>,
    options: ImportOptions = {},
  ): Promise<ImportReport> {
    const report: ImportReport = {
      lines: 0,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      rejected: [],
      rejectedCount: 0,
      rolledBack: false,
    };
    const reject = (rejected: RejectedLine) => {
      report.rejectedCount += 1;
      if (report.rejected.length < MAX_REPORTED_REJECTS) report.rejected.push(rejected);
      options.onReject?.(rejected);
    };
    let passes = 0;

    /** The file as batches of valid customers; every other line goes to the report (on the first pass only). */
    async function* batches(size: number): AsyncGenerator<LinedCustomer[]> {
      passes += 1;
      const reporting = passes === 1;
      let lineNumber = 0;
      let batch: LinedCustomer[] = [];
      for await (const lines of openLines()) {
        for (const text of lines) {
          lineNumber += 1;
          const parsed = parseCustomerLine(text);
          if (parsed.kind === 'empty') continue;
          if (parsed.kind === 'rejected') {
            if (reporting)
              reject({ line: lineNumber, reason: parsed.reason, text: text.slice(0, MAX_REJECT_TEXT) });
            continue;
          }
          batch.push({ line: lineNumber, customer: parsed.customer });
          if (batch.length >= size) {
            yield batch;
            batch = [];
            options.onProgress?.(lineNumber);
          }
        }
      }
      if (batch.length > 0) yield batch;
      report.lines = lineNumber;
      options.onProgress?.(lineNumber);
    }

    const onRefused = ({ line, customer }: LinedCustomer, because: RefusedBecause) =>
      reject({
        line,
        reason:
          because === 'duplicate'
            ? `Account ID ${customer.accountId} appears earlier in the file`
            : `Account ID ${customer.accountId} belongs to an account registered on this site`,
        text: csvLine(customer).slice(0, MAX_REJECT_TEXT),
      });

    try {
      await this.unitOfWork.run(async ({ customers }) => {
        const size = options.batchSize ?? customers.batchSize;
        const counts = await customers.upsertAll(() => batches(size), onRefused);
        Object.assign(report, counts);
        if (options.dryRun || (options.allOrNothing && report.rejectedCount > 0)) throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
      report.rolledBack = true;
    }
    report.rejected.sort((a, b) => a.line - b.line);
    return report;
  }
}
