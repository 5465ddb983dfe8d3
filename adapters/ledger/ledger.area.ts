import { LEDGER_TOKENS } from '../../core/ledger/ledger.tokens.js';
import { ViewStatementUseCase } from '../../core/ledger/view-statement.use-case.js';
import { areaModule } from '../area-module.js';
import { inMemoryLedger } from './in-memory-ledger.js';
import { KnexLedger } from './knex-ledger.js';
import { ledgerRoutes } from './ledger.routes.js';
import * as ledger from './migrations/20261127-001-ledger.js';
import * as sourceKindId from './migrations/20261202-001-ledger-source-kind-id.js';

/** Each account's ledger: its charges, payments, credits and reversals, and the statement made of them. */
export const ledgerArea = areaModule({
  name: 'ledger',
  repositories: { ledger: { knex: (db) => new KnexLedger(db), memory: inMemoryLedger } },
  memoryTables: { ledgerEntries: () => [] },
  migrations: {
    '20261127-001-ledger': ledger,
    '20261202-001-ledger-source-kind-id': sourceKindId,
  },
  bind(container, { reads, config }) {
    container.bind(LEDGER_TOKENS.Ledger).toConstantValue(reads.ledger);
    container
      .bind(LEDGER_TOKENS.ViewStatement)
      .toConstantValue(new ViewStatementUseCase(reads.ledger, config.exchangeRate));
  },
  routes(container, api) {
    ledgerRoutes(container, api);
  },
});
