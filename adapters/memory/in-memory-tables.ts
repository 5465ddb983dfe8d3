import type { EmailToken } from '../../core/accounts/email-tokens.js';
import type { User } from '../../core/accounts/user.js';
import type { ContactMessage } from '../../core/contact/contact-message.js';
import type { Customer } from '../../core/customers/customer.js';
import type { OutgoingMail } from '../../core/mail/mail.ports.js';
import type { FeaturedProduct } from '../../core/products/product.js';
import type { RefreshSummary } from '../../core/products/products.ports.js';
import type { QuoteRequest } from '../../core/quotes/quote-request.js';
import type { StoredRateCards } from '../../core/competitors/rate-cards.ports.js';
import type { LiveSection, SectionId } from '../../core/sections/homepage-sections.js';

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

/**
 * Every table of the in-memory adapter; a transaction works on a copy and swaps it in on success. A repository
 * reads its table from this object at each call, since a commit replaces the tables.
 */
export interface Tables {
  users: Map<string, User>;
  emailTokens: Map<string, EmailToken>;
  contactMessages: Map<string, ContactMessage>;
  quoteRequests: Map<string, QuoteRequest>;
  outbox: OutboxEntry[];
  /** By account ID. */
  customers: Map<string, Customer>;
  /** By ASIN. */
  featuredProducts: Map<string, FeaturedProduct>;
  productRefreshes: RefreshSummary[];
  rateCards: StoredRateCards[];
  liveSections: Map<SectionId, LiveSection>;
}

export const emptyTables = (): Tables => ({
  users: new Map(),
  emailTokens: new Map(),
  contactMessages: new Map(),
  quoteRequests: new Map(),
  outbox: [],
  customers: new Map(),
  featuredProducts: new Map(),
  productRefreshes: [],
  rateCards: [],
  liveSections: new Map(),
});

export const copyTables = (t: Tables): Tables => ({
  users: new Map(t.users),
  emailTokens: new Map(t.emailTokens),
  contactMessages: new Map(t.contactMessages),
  quoteRequests: new Map(t.quoteRequests),
  outbox: [...t.outbox],
  customers: new Map(t.customers),
  featuredProducts: new Map(t.featuredProducts),
  productRefreshes: [...t.productRefreshes],
  rateCards: [...t.rateCards],
  liveSections: new Map(t.liveSections),
});

export interface Sequences {
  outbox: () => number;
  /** Like a database sequence, it moves on even when the transaction that used it rolls back. */
  accountId: () => number;
}

/** Stored values are cloned on the way in and out, as a database would, so callers cannot alias them. */
export const clone = <T>(value: T): T => structuredClone(value);

/** Behaves like a primary key: a second row with the same id is refused. */
export function insert<T extends { id: string }>(table: Map<string, T>, row: T): Promise<void> {
  if (table.has(row.id)) return Promise.reject(new Error(`duplicate key: ${row.id}`));
  table.set(row.id, clone(row));
  return Promise.resolve();
}
