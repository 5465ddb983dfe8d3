import { InMemoryStore } from '../../adapters/memory/in-memory-store.js';
import { KnexOutboxQueue } from '../../adapters/postgres/knex-mail-outbox.js';
import { KnexUnitOfWork } from '../../adapters/postgres/knex-unit-of-work.js';
import { DATABASE_TARGETS } from '../support/databases.js';
import { contactMessagesContract } from './contact-messages.contract.js';
import { customerDirectoryContract } from './customer-directory.contract.js';
import { emailTokensContract } from './email-tokens.contract.js';
import { featuredProductsContract } from './featured-products.contract.js';
import { mailOutboxContract } from './mail-outbox.contract.js';
import { quoteRequestsContract } from './quote-requests.contract.js';
import { rateCardArchiveContract } from './rate-card-archive.contract.js';
import { liveSectionsContract } from './live-sections.contract.js';
import type { OpenStorage } from './storage-under-test.js';
import { unitOfWorkContract } from './unit-of-work.contract.js';
import { usersContract } from './users.contract.js';

/** Every contract suite, one per port, on one adapter. */
function contracts(name: string, open: OpenStorage) {
  unitOfWorkContract(name, open);
  usersContract(name, open);
  emailTokensContract(name, open);
  contactMessagesContract(name, open);
  quoteRequestsContract(name, open);
  mailOutboxContract(name, open);
  customerDirectoryContract(name, open);
  featuredProductsContract(name, open);
  rateCardArchiveContract(name, open);
  liveSectionsContract(name, open);
}

contracts('in memory', () => {
  let store = new InMemoryStore();
  // The store is rebuilt for each test, behind stable delegates.
  return Promise.resolve({
    unitOfWork: { run: (work) => store.run(work) },
    get reads() {
      return store.ports;
    },
    outboxQueue: {
      claimDue: (...args) => store.outboxQueue.claimDue(...args),
      markSent: (...args) => store.outboxQueue.markSent(...args),
      markFailed: (...args) => store.outboxQueue.markFailed(...args),
      release: (...args) => store.outboxQueue.release(...args),
      counts: () => store.outboxQueue.counts(),
    },
    storedMail: () =>
      Promise.resolve(
        store
          .outboxEntries()
          .map(({ mail }) => ({ subject: mail.subject, text: mail.text, html: mail.html })),
      ),
    reset: () => {
      store = new InMemoryStore();
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  });
});

for (const target of DATABASE_TARGETS) {
  contracts(target.name, async () => {
    const db = await target.open();
    const unitOfWork = new KnexUnitOfWork(db.knex, db.kind === 'server' ? 'copy' : 'insert');
    return {
      unitOfWork,
      reads: unitOfWork.ports,
      outboxQueue: new KnexOutboxQueue(db.knex),
      storedMail: () =>
        db
          .knex('mail_outbox')
          .select<{ subject: string; text: string; html: string }[]>(
            'subject',
            'text_body as text',
            'html_body as html',
          ),
      reset: () => db.reset(),
      close: () => db.close(),
    };
  });
}
