import type { TransactionalPorts, UnitOfWork } from '../../core/unit-of-work.ports.js';
import type { OutboxQueue } from '../mail/outbox-queue.js';
import { inMemoryContactMessages } from './in-memory-contact-messages.js';
import { inMemoryCustomerDirectory } from './in-memory-customer-directory.js';
import { inMemoryEmailTokens } from './in-memory-email-tokens.js';
import { inMemoryFeaturedProducts } from './in-memory-featured-products.js';
import { inMemoryMailOutbox, inMemoryOutboxQueue } from './in-memory-mail-outbox.js';
import { inMemoryQuoteRequests } from './in-memory-quote-requests.js';
import { inMemoryRateCardArchive } from './in-memory-rate-card-archive.js';
import { inMemoryLiveSections } from './in-memory-live-sections.js';
import {
  type OutboxEntry,
  type Sequences,
  type Tables,
  clone,
  copyTables,
  emptyTables,
} from './in-memory-tables.js';
import { inMemoryUsers } from './in-memory-users.js';

export type { OutboxEntry };

/** One repository per port over the given tables: a new area adds one line here. */
const portsOver = (tables: Tables, next: Sequences): TransactionalPorts => ({
  users: inMemoryUsers(tables, next),
  emailTokens: inMemoryEmailTokens(tables),
  contactMessages: inMemoryContactMessages(tables),
  quoteRequests: inMemoryQuoteRequests(tables),
  outbox: inMemoryMailOutbox(tables, next),
  customers: inMemoryCustomerDirectory(tables),
  featuredProducts: inMemoryFeaturedProducts(tables),
  rateCards: inMemoryRateCardArchive(tables),
  liveSections: inMemoryLiveSections(tables),
});

/**
 * The tables, the transaction snapshot and the sequences: lets the core run with no infrastructure (tests,
 * demos). A transaction works on a copy of the tables and swaps it in when its work succeeds.
 */
export class InMemoryStore implements UnitOfWork {
  private readonly tables: Tables = emptyTables();
  private outboxSequence = 0;
  private accountSequence = 100_000;
  private readonly sequences: Sequences = {
    outbox: () => ++this.outboxSequence,
    accountId: () => ++this.accountSequence,
  };
  /** Transactions run one at a time, so a rollback never discards another transaction's writes. */
  private queue: Promise<unknown> = Promise.resolve();

  readonly ports: TransactionalPorts = portsOver(this.tables, this.sequences);
  /** The delivery side of the outbox, on the committed tables. */
  readonly outboxQueue: OutboxQueue = inMemoryOutboxQueue(this.tables);

  run<T>(work: (ports: TransactionalPorts) => Promise<T>): Promise<T> {
    const result = this.queue.then(async () => {
      const draft = copyTables(this.tables);
      const value = await work(portsOver(draft, this.sequences));
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
}
