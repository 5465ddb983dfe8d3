import {
  type Transaction,
  type TransactionalPorts,
  type UnitOfWork,
  transactionOver,
} from '../../core/shared/unit-of-work.ports.js';
import type { OutboxQueue } from '../mail/outbox-queue.js';
import { type OutboxEntry, inMemoryOutboxQueue } from '../mail/in-memory-mail-outbox.js';
import { type Sequences, type Tables, clone, copyTables } from './in-memory-tables.js';

/** How each port is built over the tables, and each table empty: every area module gives its own. */
export interface MemoryRepositories {
  ports: { [P in keyof TransactionalPorts]: (tables: Tables, sequences: Sequences) => TransactionalPorts[P] };
  emptyTables: () => Tables;
}

/**
 * The tables, the transaction snapshot and the sequences: lets the core run with no infrastructure (tests,
 * demos). A transaction works on a copy of the tables and swaps it in when its work succeeds.
 */
export class InMemoryStore implements UnitOfWork<TransactionalPorts> {
  private readonly tables: Tables;
  private readonly values = new Map<string, number>();
  private readonly sequences: Sequences = {
    next: (sequence) => {
      const value = (this.values.get(sequence) ?? 0) + 1;
      this.values.set(sequence, value);
      return value;
    },
    movePast: (sequence, value) => {
      this.values.set(sequence, Math.max(this.values.get(sequence) ?? 0, value));
    },
  };
  /** Transactions run one at a time, so a rollback never discards another transaction's writes. */
  private queue: Promise<unknown> = Promise.resolve();

  readonly ports: TransactionalPorts;
  /** The delivery side of the outbox, on the committed tables. */
  readonly outboxQueue: OutboxQueue;

  constructor(private readonly repositories: MemoryRepositories) {
    this.tables = repositories.emptyTables();
    this.ports = this.portsOver(this.tables);
    this.outboxQueue = inMemoryOutboxQueue(this.tables);
  }

  run<T>(work: (ports: TransactionalPorts, transaction: Transaction) => Promise<T>): Promise<T> {
    const result = this.queue.then(async () => {
      const draft = copyTables(this.tables);
      const ports = this.portsOver(draft);
      const value = await work(ports, transactionOver(ports));
      Object.assign(this.tables, draft);
      return value;
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Every outbox entry, sent or not, oldest first. */
  outboxEntries(): OutboxEntry[] {
    return clone(this.tables.outbox);
  }

  private portsOver(tables: Tables): TransactionalPorts {
    const entries = Object.entries(this.repositories.ports) as [
      string,
      (t: Tables, s: Sequences) => unknown,
    ][];
    // Whole by construction: all-areas.ts fails to compile when a port has no factory.
    return Object.fromEntries(
      entries.map(([port, make]) => [port, make(tables, this.sequences)]),
    ) as unknown as TransactionalPorts;
  }
}
