import { parse } from 'csv-parse/sync';
import { centsToCoverShillingCents } from '../ledger/shillings.js';
import type { ExchangeRate } from '../shared/exchange-rate.js';
import type { Cents } from '../shared/money.js';
import {
  ASSESSMENT_CURRENCIES,
  ASSESSMENT_HEADER,
  type AssessmentCurrency,
  type RefusedAssessmentLine,
  DUTY_PARTS,
  type DutyPart,
} from './assessment-format.js';

/** A file of at most this many lines: a flight carries far fewer house waybills. */
export const MAX_ASSESSMENT_LINES = 5_000;
/** A line longer than this is refused without being read (a waybill's seven short cells fit many times over). */
const MAX_LINE_LENGTH = 300;
/** An amount: whole units, up to nine digits, and up to two decimals. */
const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
const HAWB = /^K[SP]\d+$/;

/** One house waybill's assessment as the file gives it: each part in hundredths of its currency. */
export interface AssessmentLine {
  line: number;
  hawb: string;
  currency: AssessmentCurrency;
  parts: Record<DutyPart, number>;
}

/** The file read: its lines of waybills, the lines refused as malformed, or why the whole file cannot be read. */
export type AssessmentFile =
  { ok: true; lines: AssessmentLine[]; refused: RefusedAssessmentLine[] } | { ok: false; reason: string };

const HEADER_TEXT = ASSESSMENT_HEADER.join(',');

/** A cell quoted back in a reason: short, and with no control character a terminal would obey. */
const shown = (cell: string, length: number): string =>
  // eslint-disable-next-line no-control-regex -- the control characters are what is replaced
  cell.slice(0, length).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');

const cellsOf = (line: string): string[] | undefined => {
  // Without a quote, CSV is a plain split; the parser is for quoted cells.
  if (!line.includes('"')) return line.split(',');
  try {
    const records: string[][] = parse(line, { relax_column_count: true });
    return records[0] ?? [];
  } catch {
    return undefined;
  }
};

/** An amount in hundredths, or undefined when it is not one (an empty cell is nothing assessed). */
function hundredthsOf(cell: string): number | undefined {
  if (cell === '') return 0;
  const match = AMOUNT.exec(cell);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function readLine(text: string, line: number): AssessmentLine | RefusedAssessmentLine {
  const cells = cellsOf(text)?.map((cell) => cell.trim());
  if (cells === undefined)
    return { line, hawb: null, reason: 'This line is not valid CSV (a quote is not closed).' };
  const [hawbCell = '', currencyCell = '', ...amounts] = cells;
  const hawb = hawbCell.replace(/\s+/g, '').toUpperCase();
  if (!HAWB.test(hawb))
    return {
      line,
      hawb: null,
      reason: `The first column is the house waybill, a box's KS… or a parcel's KP… number: "${shown(hawbCell, 40)}" is neither.`,
    };
  if (cells.length !== ASSESSMENT_HEADER.length)
    return {
      line,
      hawb,
      reason: `This line has ${String(cells.length)} columns; it needs ${String(ASSESSMENT_HEADER.length)}: ${HEADER_TEXT}.`,
    };
  const currency = ASSESSMENT_CURRENCIES.find((c) => c === currencyCell.toUpperCase());
  if (currency === undefined)
    return {
      line,
      hawb,
      reason: `The currency is KES or USD, not "${shown(currencyCell, 20)}".`,
    };
  const parts: Partial<Record<DutyPart, number>> = {};
  for (const [i, part] of DUTY_PARTS.entries()) {
    const cell = amounts[i] ?? '';
    const hundredths = hundredthsOf(cell);
    if (hundredths === undefined)
      return {
        line,
        hawb,
        reason: `The ${part} is not an amount: "${shown(cell, 20)}" (write it as 1234.50, without commas or a currency sign).`,
      };
    parts[part] = hundredths;
  }
  return { line, hawb, currency, parts: parts as Record<DutyPart, number> };
}

/**
 * Reads the clearing agent's assessment: a header row `hawb,currency,duty,vat,idf,rdl,excise` (any case, spaces
 * allowed), then one line per house waybill. A byte-order mark, CRLF and blank lines are tolerated; each malformed
 * line is refused by its number and the others are read. A file that is not text, has no header or too many lines
 * is refused whole.
 */
export function readAssessmentFile(text: string): AssessmentFile {
  if (text.includes('\u0000') || text.includes('\uFFFD'))
    return {
      ok: false,
      reason: 'This file is not a CSV text file: save the assessment as CSV and send it again.',
    };
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = rows.findIndex((row) => row.trim() !== '');
  const header = (rows[headerAt] ?? '').split(',').map((cell) => cell.trim().toLowerCase());
  if (header.join(',') !== HEADER_TEXT)
    return {
      ok: false,
      reason: `The file's first line names its columns: ${HEADER_TEXT}. Add that header (or fix its columns' order) and send it again.`,
    };
  if (rows.length > MAX_ASSESSMENT_LINES + headerAt + 1)
    return {
      ok: false,
      reason: `This file has more than ${String(MAX_ASSESSMENT_LINES)} lines: a flight's assessment has one line per house waybill.`,
    };
  const lines: AssessmentLine[] = [];
  const refused: RefusedAssessmentLine[] = [];
  for (const [i, row] of rows.entries()) {
    if (i <= headerAt || row.trim() === '') continue;
    const read =
      row.length > MAX_LINE_LENGTH
        ? {
            line: i + 1,
            hawb: null,
            reason: `This line is longer than ${String(MAX_LINE_LENGTH)} characters.`,
          }
        : readLine(row, i + 1);
    if ('reason' in read) refused.push(read);
    else lines.push(read);
  }
  if (lines.length === 0 && refused.length === 0)
    return { ok: false, reason: 'This file has its header but no line of a house waybill.' };
  return { ok: true, lines, refused };
}

/** All the line's parts together, in hundredths of its currency. */
export const totalOf = (line: Pick<AssessmentLine, 'parts'>): number =>
  DUTY_PARTS.reduce((sum, part) => sum + line.parts[part], 0);

/**
 * What the line charges, in US cents: dollars as they are; shillings at the configured rate, rounded up to the
 * cent, so what the customer pays always covers the shillings we pay KRA.
 */
export const assessedCents = (line: Pick<AssessmentLine, 'currency' | 'parts'>, rate: ExchangeRate): Cents =>
  line.currency === 'USD' ? totalOf(line) : centsToCoverShillingCents(totalOf(line), rate);

const amountText = (currency: AssessmentCurrency, hundredths: number): string =>
  `${currency} ${(hundredths / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const PART_WORDS: Readonly<Record<DutyPart, string>> = {
  duty: 'import duty',
  vat: 'VAT',
  idf: 'IDF',
  rdl: 'RDL',
  excise: 'excise duty',
};

/** The parts KRA assessed, each in the file's currency ("import duty KES 1,200.00, VAT KES 2,112.00"); zeros left out. */
export const partsText = (line: Pick<AssessmentLine, 'currency' | 'parts'>): string =>
  DUTY_PARTS.filter((part) => line.parts[part] > 0)
    .map((part) => `${PART_WORDS[part]} ${amountText(line.currency, line.parts[part])}`)
    .join(', ');

/** The total in the file's currency: "KES 3,500.00". */
export const totalText = (line: Pick<AssessmentLine, 'currency' | 'parts'>): string =>
  amountText(line.currency, totalOf(line));
