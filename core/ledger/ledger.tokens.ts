import { token } from '../shared/token.js';
import type { LedgerRepository } from './ledger.ports.js';

export const LEDGER_TOKENS = {
  /** The ledger outside any transaction, for reads. */
  Ledger: token<LedgerRepository>('Ledger'),
} as const;
