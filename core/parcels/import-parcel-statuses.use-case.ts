import { MAX_REPORTED_REJECTS } from '../customers/import-customers.use-case.js';
import { MAX_REJECT_TEXT, type RejectedLine } from '../customers/import-report.js';
import type { Actor } from '../shared/actor.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Clock } from '../shared/clock.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { MoveRefusal, StatusMove, ParcelsPorts } from './parcels.ports.js';
import { parcelNotices } from './parcel-mails.js';
import { parseStatusLine } from './parcel-status-line.js';
import { HELD_TEXT } from './shipment.js';
import { UNCLAIMED_TEXT } from './parcel.js';

export interface StatusImportReport {
  /** Lines read, empty ones and the header included. */
  lines: number;
  moved: number;
  /** The first MAX_REPORTED_REJECTS by line number. */
  rejected: RejectedLine[];
  rejectedCount: number;
  /** True when nothing was written: all-or-nothing with a rejected line. */
  rolledBack: boolean;
}

export interface StatusImportOptions {
  allOrNothing?: boolean;
  /**
   * Lines handed to the repository at a time (default 1,000: a batch dies in V8's young generation; at 5,000 a
   * million lines cost eighteen full collections, a second of the import).
   */
  batchSize?: number;
  onProgress?: (linesRead: number) => void;
  onReject?: (rejected: RejectedLine) => void;
  /**
   * Who moves them and from where (the desk's selection, a file's name): the batch is one audit entry, in its
   * transaction; without an actor nothing is recorded.
   */
  by?: { actor: Actor | undefined; source: string; numbers?: readonly string[] };
}

class Rollback extends Error {}

function refusalText(refusal: MoveRefusal): string {
  switch (refusal.kind) {
    case 'unknown':
      return 'No parcel has this number or tracking number';
    case 'not-forward':
      return `The parcel is already ${refusal.reached}: a status only moves forward`;
    case 'held':
      return HELD_TEXT;
    case 'unclaimed':
      return UNCLAIMED_TEXT;
  }
}

/**
 * Moves parcels along from a file of `tracking-or-number,status` lines, in one transaction: lines are read and
 * checked here a batch at a time (memory does not grow with the file) and the repository moves them set-wise.
 * Each move is forward only and a dated event; the repository hands back the steps each owner's parcels took,
 * and their notices are queued here by the rule a single move follows (parcelNotices: one per owner and status),
 * in the same transaction. A line that cannot be applied is reported with its number; every `delivered` line is
 * one (parseStatusLine: a hand-over is recorded with its code or a reason, which a file does not hold).
 */
export class ImportParcelStatusesUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<ParcelsPorts & MailPorts & AuditPorts>,
    private readonly clock: Clock,
  ) {}

  async execute(
    openLines: () => AsyncIterable<readonly string[]>,
    options: StatusImportOptions = {},
  ): Promise<StatusImportReport> {
    const report: StatusImportReport = {
      lines: 0,
      moved: 0,
      rejected: [],
      rejectedCount: 0,
      rolledBack: false,
    };
    const keepFirstRejects = () => {
      report.rejected.sort((a, b) => a.line - b.line);
      report.rejected.length = Math.min(report.rejected.length, MAX_REPORTED_REJECTS);
    };
    const reject = (line: number, text: string, reason: string) => {
      const rejected = { line, reason, text: text.slice(0, MAX_REJECT_TEXT) };
      report.rejectedCount += 1;
      report.rejected.push(rejected);
      if (report.rejected.length >= 2 * MAX_REPORTED_REJECTS) keepFirstRejects();
      options.onReject?.(rejected);
    };
    const size = options.batchSize ?? 1000;
    async function* batches(): AsyncGenerator<StatusMove[]> {
      let batch: StatusMove[] = [];
      for await (const lines of openLines()) {
        for (const text of lines) {
          report.lines += 1;
          const parsed = parseStatusLine(text, report.lines);
          if (parsed.kind === 'rejected') reject(report.lines, text, parsed.reason);
          if (parsed.kind !== 'move') continue;
          batch.push({ line: report.lines, reference: parsed.reference, status: parsed.status });
          if (batch.length >= size) {
            yield batch;
            batch = [];
            options.onProgress?.(report.lines);
          }
        }
      }
      if (batch.length > 0) yield batch;
      options.onProgress?.(report.lines);
    }
    const now = this.clock.now();
    try {
      await this.unitOfWork.run(async ({ parcels, outbox, auditTrail }) => {
        report.moved = await parcels.moveAll(
          batches(),
          now,
          (move, refusal) => reject(move.line, `${move.reference},${move.status}`, refusalText(refusal)),
          (steps) => outbox.enqueueToCompose(parcelNotices(steps), now),
        );
        if (options.allOrNothing && report.rejectedCount > 0) throw new Rollback();
        const { by } = options;
        // A batch that moved nothing changed nothing, and is not recorded.
        if (by && report.moved > 0)
          await recordAudit(auditTrail, by.actor, now, {
            action: 'parcels.moved',
            subjectKind: 'batch',
            subjectId: by.source,
            accountId: null,
            details: {
              lines: report.lines,
              moved: report.moved,
              rejected: report.rejectedCount,
              ...(by.numbers && { numbers: by.numbers.join(' ') }),
            },
          });
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
      report.rolledBack = true;
      report.moved = 0;
    }
    keepFirstRejects();
    return report;
  }
}
