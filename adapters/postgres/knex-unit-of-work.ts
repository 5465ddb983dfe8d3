import type { Knex } from 'knex';
import type { TransactionalPorts, UnitOfWork } from '../../core/unit-of-work.ports.js';
import { KnexContactMessages } from './knex-contact-messages.js';
import { KnexCopyCustomerDirectory, KnexCustomerDirectory } from './knex-customer-directory.js';
import { KnexEmailTokens } from './knex-email-tokens.js';
import { KnexFeaturedProducts } from './knex-featured-products.js';
import { KnexMailOutbox } from './knex-mail-outbox.js';
import { KnexQuoteRequests } from './knex-quote-requests.js';
import { KnexRateCardArchive } from './knex-rate-card-archive.js';
import { KnexLiveSections } from './knex-live-sections.js';
import { KnexUsers } from './knex-users.js';

/** `copy`: bulk loads use COPY, which a PostgreSQL server accepts and the embedded database's socket does not. */
export type BulkLoad = 'copy' | 'insert';

const portsOver = (db: Knex | Knex.Transaction, bulkLoad: BulkLoad): TransactionalPorts => ({
  users: new KnexUsers(db),
  emailTokens: new KnexEmailTokens(db),
  contactMessages: new KnexContactMessages(db),
  quoteRequests: new KnexQuoteRequests(db),
  outbox: new KnexMailOutbox(db),
  customers: bulkLoad === 'copy' ? new KnexCopyCustomerDirectory(db) : new KnexCustomerDirectory(db),
  featuredProducts: new KnexFeaturedProducts(db),
  rateCards: new KnexRateCardArchive(db),
  liveSections: new KnexLiveSections(db),
});

export class KnexUnitOfWork implements UnitOfWork {
  /** Outside a transaction, for reads. */
  readonly ports: TransactionalPorts;

  constructor(
    private readonly knex: Knex,
    private readonly bulkLoad: BulkLoad = 'insert',
  ) {
    this.ports = portsOver(knex, bulkLoad);
  }

  run<T>(work: (ports: TransactionalPorts) => Promise<T>): Promise<T> {
    return this.knex.transaction((trx) => work(portsOver(trx, this.bulkLoad)));
  }
}
