import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { parseCustomerLine } from './customer-line.js';
import type { Customer, UpsertCounts } from './customers.ports.js';

export interface RejectedLine {
  line: number;
  reason: string;
  /** The line as read, cut to MAX_REJECT_TEXT characters: enough to find and fix it. */
  text: string;
}

export const MAX_REJECT_TEXT = 200;

export interface ImportReport extends UpsertCounts {
  /** Lines read, empty ones included. */
  lines: number;
  rejected: RejectedLine[];
  /** How many rejects there were in all; `rejected` keeps the first MAX_REPORTED_REJECTS. */
  rejectedCount: number;
  /** True when nothing was written: a dry run, or all-or-nothing with a rejected line. */
  rolledBack: boolean;
}

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

/**
 * The account IDs seen so far are kept for the whole file; as small integers (KX + up to 15 digits, no leading
 * zero) a million of them take a fraction of the memory strings would.
 */
const seenKey = (accountId: string): number | string => {
  const digits = accountId.slice(2);
  return digits.length <= 15 && !digits.startsWith('0') ? Number(digits) : accountId;
};

/**
 * Loads a customer file, line by line, in one transaction: a crash or an error leaves the directory as it
 * was, never half-loaded. Upserts by account ID, so loading the same file twice changes nothing. A later
 * line with an account ID seen earlier in the file is rejected (the first one wins).
 */
export class ImportCustomersUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(lines: AsyncIterable<string>, options: ImportOptions = {}): Promise<ImportReport> {
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
    const seen = new Set<number | string>();

    /** The file as batches of distinct, valid customers; every other line goes to the report. */
    async function* batches(size: number): AsyncGenerator<Customer[]> {
      let batch: Customer[] = [];
      for await (const text of lines) {
        report.lines += 1;
        const parsed = parseCustomerLine(text);
        if (parsed.kind === 'empty') continue;
        if (parsed.kind === 'rejected') {
          reject({ line: report.lines, reason: parsed.reason, text: text.slice(0, MAX_REJECT_TEXT) });
          continue;
        }
        const key = seenKey(parsed.customer.accountId);
        if (seen.has(key)) {
          reject({
            line: report.lines,
            reason: `Account ID ${parsed.customer.accountId} appears earlier in the file`,
            text: text.slice(0, MAX_REJECT_TEXT),
          });
          continue;
        }
        seen.add(key);
        batch.push(parsed.customer);
        if (batch.length >= size) {
          yield batch;
          batch = [];
          options.onProgress?.(report.lines);
        }
      }
      if (batch.length > 0) yield batch;
      options.onProgress?.(report.lines);
    }

    try {
      await this.unitOfWork.run(async ({ customers }) => {
        const counts = await customers.upsertAll(batches(options.batchSize ?? customers.batchSize));
        Object.assign(report, counts);
        if (options.dryRun || (options.allOrNothing && report.rejectedCount > 0)) throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
      report.rolledBack = true;
    }
    return report;
  }
}
