import type { ExchangeRate } from '../shared/exchange-rate.js';
import type { Cents } from '../shared/money.js';
import { ENTRY_PAGE_SIZE, type PostedEntry } from './ledger-entry.js';
import type { LedgerRepository } from './ledger.ports.js';
import { shillingsToAsk } from './shillings.js';

/** An account's money at a glance, and a page of its entries. */
export interface Statement {
  /** What the account owes; negative when it is in credit. */
  balanceCents: Cents;
  /** What it must pay now: the balance, never below zero. */
  dueCents: Cents;
  /** The shillings an M-Pesa request for the amount due asks for (rounded up to the shilling). */
  dueKes: number;
  kesPerUsd: number;
  rateDate: string;
  entries: PostedEntry[];
  /** The cursor of the page after this one, null on the last. */
  nextCursor: number | null;
}

export const dueOf = (balanceCents: Cents): Cents => Math.max(0, balanceCents);

/** The account's statement: its balance and a page of entries, newest first. */
export async function statementOf(
  ledger: LedgerRepository,
  userId: string,
  rate: ExchangeRate,
  page: { before?: number; limit?: number } = {},
): Promise<Statement> {
  const limit = page.limit ?? ENTRY_PAGE_SIZE;
  const [balanceCents, listed] = await Promise.all([
    ledger.balanceOf(userId),
    ledger.listFor(userId, {
      limit: limit + 1,
      ...(page.before === undefined ? {} : { before: page.before }),
    }),
  ]);
  const entries = listed.slice(0, limit);
  const dueCents = dueOf(balanceCents);
  return {
    balanceCents,
    dueCents,
    dueKes: shillingsToAsk(dueCents, rate),
    kesPerUsd: rate.kesPerUsd,
    rateDate: rate.asOf,
    entries,
    nextCursor: listed.length > limit ? (entries.at(-1)?.sequence ?? null) : null,
  };
}
