import type { AccountMailContext } from '../accounts/account-mails.js';
import {
  MAX_REPORTED_REJECTS,
  MAX_REJECT_TEXT,
  type RejectedLine,
} from '../customers/import-customers.use-case.js';
import type { Clock } from '../shared/clock.js';
import type { TransactionalPorts, UnitOfWork } from '../unit-of-work.ports.js';
import { type Parcel, type ParcelEvent, type ParcelStatus, movesForward } from './parcel.js';
import { parcelNoticeMail } from './parcel-mails.js';
import { parseStatusLine } from './parcel-status-line.js';

export interface StatusImportReport {
  /** Lines read, empty ones and the header included. */
  lines: number;
  moved: number;
  rejected: RejectedLine[];
  rejectedCount: number;
  /** True when nothing was written: all-or-nothing with a rejected line. */
  rolledBack: boolean;
}

export interface StatusImportOptions {
  allOrNothing?: boolean;
  /** Lines per database round (default 2,000). */
  batchSize?: number;
  onProgress?: (linesRead: number) => void;
  onReject?: (rejected: RejectedLine) => void;
}

interface StatusRow {
  line: number;
  text: string;
  reference: string;
  status: ParcelStatus;
}

class Rollback extends Error {}

/**
 * Moves parcels along from a file of `tracking-or-number,status` lines, in one transaction and a batch at a time
 * (memory does not grow with the file): each move is forward only, a dated event and a mail to the owner; a line
 * that cannot be applied is reported with its number.
 */
export class ImportParcelStatusesUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly mail: AccountMailContext,
  ) {}

  async execute(
    openLines: () => AsyncIterable<string>,
    options: StatusImportOptions = {},
  ): Promise<StatusImportReport> {
    const report: StatusImportReport = {
      lines: 0,
      moved: 0,
      rejected: [],
      rejectedCount: 0,
      rolledBack: false,
    };
    const reject = (line: number, text: string, reason: string) => {
      const rejected = { line, reason, text: text.slice(0, MAX_REJECT_TEXT) };
      report.rejectedCount += 1;
      if (report.rejected.length < MAX_REPORTED_REJECTS) report.rejected.push(rejected);
      options.onReject?.(rejected);
    };
    const size = options.batchSize ?? 2000;
    try {
      await this.unitOfWork.run(async (ports) => {
        let batch: StatusRow[] = [];
        for await (const text of openLines()) {
          report.lines += 1;
          const parsed = parseStatusLine(text, report.lines);
          if (parsed.kind === 'rejected') reject(report.lines, text, parsed.reason);
          if (parsed.kind !== 'move') continue;
          batch.push({ line: report.lines, text, reference: parsed.reference, status: parsed.status });
          if (batch.length >= size) {
            report.moved += await this.apply(ports, batch, reject);
            batch = [];
            options.onProgress?.(report.lines);
          }
        }
        report.moved += await this.apply(ports, batch, reject);
        options.onProgress?.(report.lines);
        if (options.allOrNothing && report.rejectedCount > 0) throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
      report.rolledBack = true;
      report.moved = 0;
    }
    report.rejected.sort((a, b) => a.line - b.line);
    return report;
  }

  /** One batch: its parcels read at once, moved in line order, their events and mails written at once. */
  private async apply(
    { parcels, users, outbox }: TransactionalPorts,
    rows: readonly StatusRow[],
    reject: (line: number, text: string, reason: string) => void,
  ): Promise<number> {
    if (rows.length === 0) return 0;
    const at = this.clock.now();
    const found = await parcels.findMany([...new Set(rows.map((row) => row.reference))]);
    const current = new Map<string, Parcel>();
    for (const parcel of found) {
      current.set(parcel.number, parcel);
      current.set(parcel.trackingNumber, parcel);
    }
    const moves: { number: string; event: ParcelEvent }[] = [];
    const movedParcels: Parcel[] = [];
    for (const row of rows) {
      const parcel = current.get(row.reference);
      if (!parcel) {
        reject(row.line, row.text, 'No parcel has this number or tracking number');
        continue;
      }
      if (!movesForward(parcel.status, row.status)) {
        reject(row.line, row.text, `The parcel is already ${parcel.status}: a status only moves forward`);
        continue;
      }
      const event = { status: row.status, at };
      const moved: Parcel = { ...parcel, status: row.status, events: [...parcel.events, event] };
      current.set(moved.number, moved);
      current.set(moved.trackingNumber, moved);
      moves.push({ number: moved.number, event });
      movedParcels.push(moved);
    }
    await parcels.moveMany(moves);
    const owners = new Map(
      (await users.findByIds([...new Set(movedParcels.map((p) => p.userId))])).map((u) => [u.id, u]),
    );
    const mails = movedParcels.flatMap((parcel) => {
      const owner = owners.get(parcel.userId);
      return owner ? [parcelNoticeMail(this.mail, owner, parcel)] : [];
    });
    await outbox.enqueueAll(mails, at);
    return moves.length;
  }
}
