import type { EmailTokenRepository, UserRepository } from './accounts/accounts.ports.js';
import type { ContactMessageRepository } from './contact/contact.ports.js';
import type { CustomerDirectory } from './customers/customers.ports.js';
import type { MailOutbox } from './mail/mail.ports.js';
import type { FeaturedProductRepository } from './products/products.ports.js';
import type { QuoteRequestRepository } from './quotes/quotes.ports.js';
import type { RateCardArchive } from './competitors/rate-cards.ports.js';
import type { LiveSectionRepository } from './sections/sections.ports.js';

/**
 * The repositories a use case may change together; all of it commits, or none of it. A new area adds its
 * repository here (one line), beside core/tokens.ts: both sit above the areas, so core/shared depends on none.
 */
export interface TransactionalPorts {
  users: UserRepository;
  emailTokens: EmailTokenRepository;
  contactMessages: ContactMessageRepository;
  quoteRequests: QuoteRequestRepository;
  outbox: MailOutbox;
  customers: CustomerDirectory;
  featuredProducts: FeaturedProductRepository;
  rateCards: RateCardArchive;
  liveSections: LiveSectionRepository;
}

export interface UnitOfWork {
  run<T>(work: (ports: TransactionalPorts) => Promise<T>): Promise<T>;
}
