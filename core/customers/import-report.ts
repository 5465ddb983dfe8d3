/** What an import of the customer file did: kept apart from the import, which parses CSV, so the page's schema reads it. */
import type { UpsertCounts } from './customers.ports.js';

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
