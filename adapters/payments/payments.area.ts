import { areaModule } from '../area-module.js';
import { inMemoryMpesaPayments, inMemoryUnmatchedPayments } from './in-memory-mpesa-payments.js';
import { KnexMpesaPayments } from './knex-mpesa-payments.js';
import { KnexUnmatchedPayments } from './knex-unmatched-payments.js';
import * as mpesaPayments from './migrations/20261127-010-mpesa-payments.js';

/** Paying what an account owes by M-Pesa: from the phone (STK push) and by the paybill (C2B). */
export const paymentsArea = areaModule({
  name: 'payments',
  repositories: {
    mpesaPayments: { knex: (db) => new KnexMpesaPayments(db), memory: inMemoryMpesaPayments },
    unmatchedPayments: { knex: (db) => new KnexUnmatchedPayments(db), memory: inMemoryUnmatchedPayments },
  },
  memoryTables: { mpesaPayments: () => new Map(), unmatchedPayments: () => new Map() },
  migrations: { '20261127-010-mpesa-payments': mpesaPayments },
});
