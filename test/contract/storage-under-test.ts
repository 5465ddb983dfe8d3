import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { OutboxQueue } from '../../adapters/mail/outbox-queue.js';
import type { TransactionalPorts, UnitOfWork } from '../../core/shared/unit-of-work.ports.js';

/** One adapter's storage, as every contract suite drives it. */
export interface StorageUnderTest {
  unitOfWork: UnitOfWork<TransactionalPorts>;
  /** The same repositories outside any transaction, for reading back. */
  reads: TransactionalPorts;
  outboxQueue: OutboxQueue;
  /** Every stored mail's subject and bodies, as the storage holds them (what a reader of the table would see). */
  storedMail(): Promise<{ subject: string; text: string; html: string }[]>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export type OpenStorage = () => Promise<StorageUnderTest>;

/**
 * Opens the storage once for the enclosing describe, empties it before each test and closes it after; the
 * answer reads through to the open storage, so suites can name it before it exists.
 */
export function useStorage(open: OpenStorage): Omit<StorageUnderTest, 'reset' | 'close'> {
  let storage: StorageUnderTest | undefined;
  beforeAll(async () => {
    storage = await open();
  });
  afterAll(async () => {
    await storage?.close();
  });
  beforeEach(async () => {
    await storage?.reset();
  });
  const current = () => {
    if (!storage) throw new Error('the storage did not open');
    return storage;
  };
  return {
    get unitOfWork() {
      return current().unitOfWork;
    },
    get reads() {
      return current().reads;
    },
    get outboxQueue() {
      return current().outboxQueue;
    },
    storedMail: () => current().storedMail(),
  };
}

export const NOW = new Date('2026-11-22T12:00:00.000Z');
export const LEASE_MS = 60_000;
export const later = (ms: number) => new Date(NOW.getTime() + ms);
