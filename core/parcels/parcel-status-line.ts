import { parse } from 'csv-parse/sync';
import { HANDED_OVER, PARCEL_STATUSES, type ParcelStatus } from './parcel.js';
import { HANDOVER_NOT_IN_BULK, STEPS_IN_BULK, type StepInBulk } from './parcel-desk.js';
import { normaliseTrackingNumber } from './track-page.js';

export type StatusLine =
  | { kind: 'empty' }
  | { kind: 'header' }
  | { kind: 'move'; reference: string; status: StepInBulk }
  | { kind: 'rejected'; reason: string };

export const MAX_STATUS_LINE_LENGTH = 200;
const isStatus = (text: string): text is ParcelStatus =>
  (PARCEL_STATUSES as readonly string[]).includes(text);

/**
 * A line already as the rules below leave it (a normalised reference, a status a file may name, nothing else):
 * read at once, as most of a file's million lines are.
 */
const PLAIN_MOVE = new RegExp(`^([A-Z0-9]{1,40}),(${STEPS_IN_BULK.join('|')})$`);

/** One line of a status file: `tracking-or-number,status`; a first line naming the columns is a header. */
export function parseStatusLine(raw: string, lineNumber: number): StatusLine {
  const plain = PLAIN_MOVE.exec(raw);
  const plainStatus = STEPS_IN_BULK.find((step) => step === plain?.[2]);
  if (plain?.[1] !== undefined && plainStatus !== undefined)
    return { kind: 'move', reference: plain[1], status: plainStatus };
  const line = raw.replace(/^\uFEFF/, '').replace(/\r$/, '');
  // Before the blank check: a line reader cuts an over-long line, which may leave only its leading spaces.
  if (line.length > MAX_STATUS_LINE_LENGTH)
    return { kind: 'rejected', reason: `Line longer than ${MAX_STATUS_LINE_LENGTH} characters` };
  if (line.trim() === '') return { kind: 'empty' };
  let fields: string[] = line.split(',');
  try {
    // Without a quote, CSV is a plain split; the parser is for quoted fields.
    if (line.includes('"')) {
      const records: string[][] = parse(line, { relax_column_count: true });
      fields = records[0] ?? [];
    }
  } catch {
    return { kind: 'rejected', reason: 'Malformed CSV' };
  }
  const [first = '', second = '', ...rest] = fields.map((field) => field.trim());
  const status = second.toLowerCase();
  if (lineNumber === 1 && !isStatus(status) && /status/i.test(second)) return { kind: 'header' };
  if (rest.some((field) => field !== ''))
    return { kind: 'rejected', reason: 'Expected two columns: tracking or parcel number, status' };
  const reference = normaliseTrackingNumber(first);
  if (!/^[A-Z0-9]{1,40}$/.test(reference))
    return { kind: 'rejected', reason: 'Expected a tracking or parcel number first' };
  if (!isStatus(status))
    return { kind: 'rejected', reason: `The status is one of ${STEPS_IN_BULK.join(', ')}` };
  if (status === HANDED_OVER) return { kind: 'rejected', reason: HANDOVER_NOT_IN_BULK };
  return { kind: 'move', reference, status };
}
