import { token } from '../shared/token.js';
import type { LedgerRepository } from './ledger.ports.js';
import type { ViewStatementUseCase } from './view-statement.use-case.js';

export const LEDGER_TOKENS = {
  /** The ledger outside any transaction, for reads. */
  Ledger: token<LedgerRepository>('Ledger'),
  /** An account's statement, as the API gives it. */
  ViewStatement: token<ViewStatementUseCase>('LedgerViewStatement'),
} as const;
