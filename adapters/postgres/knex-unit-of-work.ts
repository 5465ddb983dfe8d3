import type { Knex } from 'knex';
import {
  type Transaction,
  type TransactionalPorts,
  type UnitOfWork,
  transactionOver,
} from '../../core/shared/unit-of-work.ports.js';

/** `copy`: bulk loads use COPY, which a PostgreSQL server accepts and the embedded database's socket does not. */
export type BulkLoad = 'copy' | 'insert';

/** How each port is built over a connection or a transaction: every area module gives its own. */
export type KnexRepositories = {
  [P in keyof TransactionalPorts]: (db: Knex | Knex.Transaction, bulkLoad: BulkLoad) => TransactionalPorts[P];
};

export class KnexUnitOfWork implements UnitOfWork<TransactionalPorts> {
  /** Outside a transaction, for reads. */
  readonly ports: TransactionalPorts;

  constructor(
    private readonly knex: Knex,
    private readonly repositories: KnexRepositories,
    private readonly bulkLoad: BulkLoad = 'insert',
  ) {
    this.ports = this.portsOver(knex);
  }

  run<T>(work: (ports: TransactionalPorts, transaction: Transaction) => Promise<T>): Promise<T> {
    return this.knex.transaction((trx) => {
      const ports = this.portsOver(trx);
      return work(ports, transactionOver(ports));
    });
  }

  private portsOver(db: Knex | Knex.Transaction): TransactionalPorts {
    const entries = Object.entries(this.repositories) as [string, (d: typeof db, b: BulkLoad) => unknown][];
    // Whole by construction: all-areas.ts fails to compile when a port has no factory.
    return Object.fromEntries(
      entries.map(([port, make]) => [port, make(db, this.bulkLoad)]),
    ) as unknown as TransactionalPorts;
  }
}
