import type { EmailToken, User } from '../../core/accounts/accounts.ports.js';
import type { ContactMessage } from '../../core/contact/contact.ports.js';
import type { Customer, CustomerDirectory, UpsertCounts } from '../../core/customers/customers.ports.js';
import type { OutgoingMail } from '../../core/mail/mail.ports.js';
import type { QuoteRequest } from '../../core/quotes/quotes.ports.js';
import type { TransactionalPorts, UnitOfWork } from '../../core/unit-of-work.ports.js';
import { type ClaimedMail, NEVER, type OutboxCounts, type OutboxQueue } from '../mail/outbox-queue.js';

export interface OutboxEntry {
  id: number;
  mail: OutgoingMail;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  queuedAt: Date;
  /** The claim holding the mail, if any. */
  claim: string | null;
}

/** Every table of the in-memory adapter; a transaction works on a copy and swaps it in on success. */
interface Tables {
  users: Map<string, User>;
  emailTokens: Map<string, EmailToken>;
  contactMessages: Map<string, ContactMessage>;
  quoteRequests: Map<string, QuoteRequest>;
  outbox: OutboxEntry[];
  /** By account ID. */
  customers: Map<string, Customer>;
}

const copyTables = (t: Tables): Tables => ({
  users: new Map(t.users),
  emailTokens: new Map(t.emailTokens),
  contactMessages: new Map(t.contactMessages),
  quoteRequests: new Map(t.quoteRequests),
  outbox: [...t.outbox],
  customers: new Map(t.customers),
});

/** Stored values are cloned on the way in and out, as a database would, so callers cannot alias them. */
const clone = <T>(value: T): T => structuredClone(value);

/** Behaves like a primary key: a second row with the same id is refused. */
function insert<T extends { id: string }>(table: Map<string, T>, row: T): Promise<void> {
  if (table.has(row.id)) return Promise.reject(new Error(`duplicate key: ${row.id}`));
  table.set(row.id, clone(row));
  return Promise.resolve();
}

interface Sequences {
  outbox: () => number;
  /** Like a database sequence, it moves on even when the transaction that used it rolls back. */
  accountId: () => number;
}

const sameCustomer = (a: Customer, b: Customer) =>
  a.firstName === b.firstName && a.lastName === b.lastName && a.phoneNumber === b.phoneNumber;

/** Reads `tables.customers` at each call: a committed transaction swaps the map. */
function customerDirectory(tables: Tables): CustomerDirectory {
  const customers = () => tables.customers;
  const directory: CustomerDirectory = {
    batchSize: 5000,
    upsertAll: async (openBatches, onDuplicate) => {
      // This store is the database: the account IDs of the file are its to remember.
      const seen = new Set<string>();
      const total: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
      for await (const batch of openBatches()) {
        const firsts: Customer[] = [];
        for (const row of batch) {
          if (seen.has(row.customer.accountId)) {
            onDuplicate(row);
            continue;
          }
          seen.add(row.customer.accountId);
          firsts.push(row.customer);
        }
        const counts = await directory.upsertMany(firsts);
        total.inserted += counts.inserted;
        total.updated += counts.updated;
        total.unchanged += counts.unchanged;
      }
      return total;
    },
    upsertMany: (rows) => {
      const counts = { inserted: 0, updated: 0, unchanged: 0 };
      for (const row of rows) {
        const existing = customers().get(row.accountId);
        if (!existing) counts.inserted += 1;
        else if (sameCustomer(existing, row)) counts.unchanged += 1;
        else counts.updated += 1;
        customers().set(row.accountId, { ...row });
      }
      return Promise.resolve(counts);
    },
    count: () => Promise.resolve(customers().size),
    clear: () => {
      const removed = customers().size;
      customers().clear();
      return Promise.resolve(removed);
    },
    findByName: (firstName, lastName) => {
      const [first, last] = [firstName.toLowerCase(), lastName.toLowerCase()];
      return Promise.resolve(
        [...customers().values()]
          .filter((c) => c.firstName.toLowerCase() === first && c.lastName.toLowerCase() === last)
          .map((c) => ({ ...c })),
      );
    },
    page: (after, limit) =>
      Promise.resolve(
        [...customers().values()]
          .filter((c) => after === null || c.accountId > after)
          .sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0))
          .slice(0, limit)
          .map((c) => ({ ...c })),
      ),
  };
  return directory;
}

function portsOver(tables: Tables, next: Sequences): TransactionalPorts {
  const findUserByEmail = (email: string) =>
    [...tables.users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase());
  return {
    users: {
      nextAccountId: () => Promise.resolve(`KX${String(next.accountId())}`),
      addIfEmailFree: async (user) => {
        if (findUserByEmail(user.email)) return 'email-taken';
        await insert(tables.users, user);
        return 'added';
      },
      findByEmail: (email) => Promise.resolve(clone(findUserByEmail(email))),
      findById: (id) => Promise.resolve(clone(tables.users.get(id))),
      update: (id, changes, at) => {
        const user = tables.users.get(id);
        if (user) tables.users.set(id, { ...user, ...changes, updatedAt: at });
        return Promise.resolve();
      },
    },
    emailTokens: {
      add: (token) => insert(tables.emailTokens, token),
      findByHash: (hash, purpose) =>
        Promise.resolve(
          clone([...tables.emailTokens.values()].find((t) => t.tokenHash === hash && t.purpose === purpose)),
        ),
      use: (id, at) => {
        const token = tables.emailTokens.get(id);
        if (!token || token.usedAt) return Promise.resolve(false);
        tables.emailTokens.set(id, { ...token, usedAt: at });
        return Promise.resolve(true);
      },
      useAll: (userId, purpose, at) => {
        for (const token of tables.emailTokens.values()) {
          if (token.userId === userId && token.purpose === purpose && !token.usedAt) {
            tables.emailTokens.set(token.id, { ...token, usedAt: at });
          }
        }
        return Promise.resolve();
      },
    },
    contactMessages: {
      add: (message) => insert(tables.contactMessages, message),
      findById: (id) => Promise.resolve(clone(tables.contactMessages.get(id))),
    },
    quoteRequests: {
      add: (request) => insert(tables.quoteRequests, request),
      findById: (id) => Promise.resolve(clone(tables.quoteRequests.get(id))),
    },
    outbox: {
      enqueue: (mail, queuedAt) => {
        tables.outbox.push({
          id: next.outbox(),
          mail: clone(mail),
          attempts: 0,
          nextAttemptAt: new Date(0),
          lastError: null,
          sentAt: null,
          queuedAt,
          claim: null,
        });
        return Promise.resolve();
      },
      countQueuedTo: (address, since) =>
        Promise.resolve(
          tables.outbox.filter(
            (e) => e.mail.to.toLowerCase() === address.toLowerCase() && e.queuedAt >= since,
          ).length,
        ),
    },
    customers: customerDirectory(tables),
  };
}

/** The whole store: lets the core run with no infrastructure (tests, demos). */
export class InMemoryStore implements UnitOfWork, OutboxQueue {
  private tables: Tables = {
    users: new Map(),
    emailTokens: new Map(),
    contactMessages: new Map(),
    quoteRequests: new Map(),
    outbox: [],
    customers: new Map(),
  };
  private outboxSequence = 0;
  private accountSequence = 100_000;
  private readonly sequences: Sequences = {
    outbox: () => ++this.outboxSequence,
    accountId: () => ++this.accountSequence,
  };
  /** Transactions run one at a time, so a rollback never discards another transaction's writes. */
  private queue: Promise<unknown> = Promise.resolve();

  readonly ports: TransactionalPorts = portsOver(this.tables, this.sequences);

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

  claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    const due = this.tables.outbox
      .filter((e) => e.sentAt === null && e.nextAttemptAt <= now)
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
      .slice(0, limit);
    const claim = crypto.randomUUID();
    for (const entry of due) {
      entry.attempts += 1;
      entry.nextAttemptAt = new Date(now.getTime() + leaseMs);
      entry.claim = claim;
    }
    return Promise.resolve(
      due.map((e) => ({
        id: String(e.id),
        attempts: e.attempts,
        mail: clone(e.mail),
        claim,
        leaseEndsAt: e.nextAttemptAt,
      })),
    );
  }

  markSent(mail: ClaimedMail, at: Date): Promise<boolean> {
    return this.updateHeld(mail, (entry) => {
      entry.sentAt = at;
      entry.lastError = null;
    });
  }

  markFailed(mail: ClaimedMail, error: string, retryAt: Date | null): Promise<boolean> {
    return this.updateHeld(mail, (entry) => {
      entry.lastError = error;
      entry.nextAttemptAt = retryAt ?? NEVER;
    });
  }

  release(mail: ClaimedMail, at: Date): Promise<boolean> {
    return this.updateHeld(mail, (entry) => {
      entry.attempts -= 1;
      entry.nextAttemptAt = at;
    });
  }

  counts(): Promise<OutboxCounts> {
    const unsent = this.tables.outbox.filter((e) => e.sentAt === null);
    return Promise.resolve({
      pending: unsent.filter((e) => e.nextAttemptAt < NEVER).length,
      sent: this.tables.outbox.length - unsent.length,
      givenUp: unsent.filter((e) => e.nextAttemptAt >= NEVER).length,
    });
  }

  /** Changes the entry only while this claim still holds it, as the database adapter does. */
  private updateHeld(mail: ClaimedMail, change: (entry: OutboxEntry) => void): Promise<boolean> {
    const entry = this.tables.outbox.find((e) => String(e.id) === mail.id);
    if (!entry || entry.claim !== mail.claim || entry.sentAt !== null) return Promise.resolve(false);
    change(entry);
    entry.claim = null;
    return Promise.resolve(true);
  }
}
