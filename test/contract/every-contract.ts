import { knexUnitOfWork, memoryStore } from '../support/stores.js';
import { KnexOutboxQueue } from '../../adapters/mail/knex-mail-outbox.js';
import { afterAll } from 'vitest';
import type { DatabaseTarget, TestDatabase } from '../support/databases.js';
import type { OpenStorage } from './storage-under-test.js';

type ContractSuite = (name: string, open: OpenStorage) => void;
/** Every contract suite, one per port: each `*.contract.ts` here, found by its name (a new port adds a file). */
const SUITES = import.meta.glob<Record<string, ContractSuite>>('./*.contract.ts', { eager: true });

/** Runs every port's contract suite on one storage. */
function contracts(name: string, open: OpenStorage) {
  for (const suites of Object.values(SUITES)) for (const suite of Object.values(suites)) suite(name, open);
}

/** Every contract on the in-memory twin. */
export const contractsInMemory = () =>
  contracts('in memory', () => {
    let store = memoryStore();
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
        store = memoryStore();
        return Promise.resolve();
      },
      close: () => Promise.resolve(),
    });
  });

/**
 * Every contract on a real database: one database (a PGlite copy, or a schema on the server) for the whole file,
 * emptied before each test (`useStorage`). Opening and migrating one per suite cost more than the suites' own
 * tests (storage.embedded: 69 s with 27 copies of PGlite, most of it loading them).
 */
export const contractsOn = (target: DatabaseTarget) => {
  let opening: Promise<TestDatabase> | undefined;
  // Registered in the caller's describe: runs once every suite in it is done.
  afterAll(async () => {
    await (await opening)?.close();
  });
  contracts(target.name, async () => {
    opening ??= target.open();
    const db = await opening;
    const unitOfWork = knexUnitOfWork(db.knex, db.kind === 'server' ? 'copy' : 'insert');
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
      // The file's database outlives each suite: closed by the afterAll above.
      close: () => Promise.resolve(),
    };
  });
};
