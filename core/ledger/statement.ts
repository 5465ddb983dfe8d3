import { type Cents, formatUsd } from '../shared/money.js';
import { type PostedEntry, effectOf } from './ledger-entry.js';

/** An account's money at a glance, and a page of its entries. */
export interface Statement {
  /** What the account owes; negative when it is in credit. */
  balanceCents: Cents;
  /** What it must pay now: the balance, never below zero. */
  dueCents: Cents;
  /** The shillings a request to pay the amount due in shillings asks for (rounded up to the shilling). */
  dueKes: number;
  kesPerUsd: number;
  rateDate: string;
  entries: StatementLine[];
  /** The cursor of the page after this one, null on the last. */
  nextCursor: number | null;
}

export const dueOf = (balanceCents: Cents): Cents => Math.max(0, balanceCents);

/**
 * A line of the statement: an entry, or a reversal standing for the entry it undid (that entry is not listed on
 * its own), or the reversals posted together for one reason (say, of several charges replaced by one).
 */
export interface StatementLine extends PostedEntry {
  /** What the line adds to what is owed, negative when it takes from it: a reversal's line nets to nothing. */
  signedCents: Cents;
  /** What the line is for (LedgerEntry.subject): one, several reversed together, or none. */
  subjects: string[];
}

/** A reversal's line stands for the entry it undid too: together they come to nothing. */
const signedOf = (entry: PostedEntry): Cents => (entry.kind === 'reversal' ? 0 : effectOf(entry));

/** Reversals posted at one moment for one reason are one line. */
const together = (a: PostedEntry, b: PostedEntry): boolean =>
  a.kind === 'reversal' &&
  b.kind === 'reversal' &&
  a.reason !== null &&
  a.reason === b.reason &&
  a.postedAt.getTime() === b.postedAt.getTime();

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** The page's entries as the statement's lines, newest first. */
export function statementLines(entries: readonly PostedEntry[]): StatementLine[] {
  const groups: PostedEntry[][] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    const first = last?.[0];
    if (last && first && together(first, entry)) last.push(entry);
    else groups.push([entry]);
  }
  return groups.flatMap((group) => {
    const [first] = group;
    if (!first) return [];
    const subjects = group.flatMap((e) => (e.subject === null ? [] : [e.subject])).reverse();
    if (group.length === 1) return [{ ...first, signedCents: signedOf(first), subjects }];
    const amountCents = group.reduce((sum, e) => sum + e.amountCents, 0);
    return [
      {
        ...first,
        amountCents,
        description: `Reversed: ${formatUsd(amountCents)} charged to ${subjects.join(', ')}, ${lowerFirst(first.reason ?? '')}`,
        subject: null,
        signedCents: 0,
        subjects,
      },
    ];
  });
}
