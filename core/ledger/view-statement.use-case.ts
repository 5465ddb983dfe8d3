import type { ExchangeRate } from '../shared/exchange-rate.js';
import { ENTRY_PAGE_SIZE } from './ledger-entry.js';
import type { LedgerRepository } from './ledger.ports.js';
import { shillingsToAsk } from './shillings.js';
import { type Statement, dueOf, statementLines } from './statement.js';

/** Which page of the statement: the entries before a cursor (the newest when none), so many at most. */
export interface StatementPage {
  before?: number;
  limit?: number;
}

/**
 * An account's statement as its owner reads it: its balance, what is due in dollars and in the shillings a mobile
 * payment asks for, and a page of its lines, newest first (statementLines). Only the signed-in owner's own is asked for.
 */
export class ViewStatementUseCase {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly rate: ExchangeRate,
  ) {}

  async execute(userId: string, page: StatementPage = {}): Promise<Statement> {
    const limit = page.limit ?? ENTRY_PAGE_SIZE;
    // One more than a page tells whether another follows.
    const [balanceCents, listed] = await Promise.all([
      this.ledger.balanceOf(userId),
      this.ledger.listFor(userId, {
        limit: limit + 1,
        foldReversed: true,
        ...(page.before === undefined ? {} : { before: page.before }),
      }),
    ]);
    const entries = listed.slice(0, limit);
    const dueCents = dueOf(balanceCents);
    return {
      balanceCents,
      dueCents,
      dueKes: shillingsToAsk(dueCents, this.rate),
      kesPerUsd: this.rate.kesPerUsd,
      rateDate: this.rate.asOf,
      entries: statementLines(entries),
      nextCursor: listed.length > limit ? (entries.at(-1)?.sequence ?? null) : null,
    };
  }
}
