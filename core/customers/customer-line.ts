import { ACCOUNT_ID_PATTERN } from '../accounts/account-id.js';
import { FORMAT_CHARACTER } from '../shared/text-fields.js';
import { isPhoneNumber } from '../shared/spreadsheet-cell.js';
import { parse } from 'csv-parse/sync';
import { normalizeName } from '../shared/text-fields.js';
import type { Customer } from './customer.js';

/** Longer lines are not customer rows; refusing them keeps one hostile line from costing memory. */
export const MAX_LINE_LENGTH = 1000;
export const MAX_NAME_LENGTH = 100;
export const MAX_PHONE_LENGTH = 40;
/** Control characters other than tab (a white-space separator): PostgreSQL refuses NUL, and no name has one. */
const CONTROL_CHARACTER = /[^\P{Cc}\t]/u;

export type ParsedLine =
  { kind: 'empty' } | { kind: 'customer'; customer: Customer } | { kind: 'rejected'; reason: string };

function csvFields(line: string): string[] | string {
  // Without a quote, CSV is a plain split; the parser is for quoted fields (commas or quotes inside).
  if (!line.includes('"')) return line.split(',');
  try {
    const records: string[][] = parse(line, { relax_column_count: true });
    const [record] = records;
    return record ?? [];
  } catch (error) {
    return `Malformed CSV (${error instanceof Error ? error.message.split(':')[0] : 'unreadable'})`;
  }
}

/**
 * The rule for one line of a customer file: a line with a comma is CSV, any other line is
 * split on white space; first name, last name and account ID are required, a phone number may follow.
 */
export function parseCustomerLine(raw: string): ParsedLine {
  const line = raw.replace(/^\uFEFF/, '').replace(/\r$/, '');
  // Before the blank check: a line reader cuts an over-long line, which may leave only its leading spaces.
  if (line.length > MAX_LINE_LENGTH)
    return { kind: 'rejected', reason: `Line longer than ${MAX_LINE_LENGTH} characters` };
  if (line.trim() === '') return { kind: 'empty' };
  if (line.includes('\uFFFD')) return { kind: 'rejected', reason: 'Not UTF-8 text' };
  if (CONTROL_CHARACTER.test(line)) return { kind: 'rejected', reason: 'Contains a control character' };

  const isCsv = line.includes(',');
  const fields = isCsv ? csvFields(line) : line.trim().split(/\s+/);
  if (typeof fields === 'string') return { kind: 'rejected', reason: fields };
  const [first = '', last = '', id = '', ...rest] = fields.map(normalizeName);
  if (!first || !last || !id) {
    return { kind: 'rejected', reason: 'Expected first name, last name and account ID' };
  }
  const accountId = id.toUpperCase();
  if (!ACCOUNT_ID_PATTERN.test(accountId)) {
    return { kind: 'rejected', reason: `Account ID "${id.slice(0, 30)}" is not KX followed by digits` };
  }
  if (FORMAT_CHARACTER.test(first) || FORMAT_CHARACTER.test(last)) {
    return { kind: 'rejected', reason: 'A name holds an invisible formatting character' };
  }
  if (first.length > MAX_NAME_LENGTH || last.length > MAX_NAME_LENGTH) {
    return { kind: 'rejected', reason: `Names are at most ${MAX_NAME_LENGTH} characters` };
  }
  // A phone number written with spaces arrives as several fields on a white-space line; CSV's extra columns
  // after the phone are ignored.
  const phone = normalizeName(isCsv ? (rest[0] ?? '') : rest.join(' '));
  if (phone.length > MAX_PHONE_LENGTH) {
    return { kind: 'rejected', reason: `Phone number longer than ${MAX_PHONE_LENGTH} characters` };
  }
  if (phone && !isPhoneNumber(phone)) {
    return { kind: 'rejected', reason: `"${phone.slice(0, 30)}" is not a phone number` };
  }
  return {
    kind: 'customer',
    customer: { firstName: first, lastName: last, accountId, phoneNumber: phone || null },
  };
}
