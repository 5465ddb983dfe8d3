import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TransactionalPorts, UnitOfWork } from '../../core/unit-of-work.ports.js';
import type { OutboxQueue } from '../../adapters/mail/outbox-queue.js';
import { contact, mail, quote, token, user } from '../support/mothers.js';

export interface StorageUnderTest {
  unitOfWork: UnitOfWork;
  /** The same repositories outside any transaction, for reading back. */
  reads: TransactionalPorts;
  outboxQueue: OutboxQueue;
  reset(): Promise<void>;
  close(): Promise<void>;
}

const NOW = new Date('2026-11-22T12:00:00.000Z');
const LEASE_MS = 60_000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

/** The behaviour every storage adapter must show; run once per adapter. */
export function storageContract(name: string, open: () => Promise<StorageUnderTest>): void {
  describe(`storage contract: ${name}`, () => {
    let storage: StorageUnderTest;
    beforeAll(async () => {
      storage = await open();
    }, 60_000);
    afterAll(async () => {
      await storage.close();
    });
    beforeEach(async () => {
      await storage.reset();
    });

    it('stores and reads back a contact message, line breaks and all', async () => {
      const message = contact();
      await storage.unitOfWork.run(({ contactMessages }) => contactMessages.add(message));
      expect(await storage.reads.contactMessages.findById(message.id)).toEqual(message);
      expect(await storage.reads.contactMessages.findById(crypto.randomUUID())).toBeUndefined();
    });

    it('stores quote requests with and without special requirements', async () => {
      const plain = quote();
      const special = quote({ specialRequirements: 'Gift wrap, please', quantity: 1 });
      await storage.unitOfWork.run(async ({ quoteRequests }) => {
        await quoteRequests.add(plain);
        await quoteRequests.add(special);
      });
      expect(await storage.reads.quoteRequests.findById(plain.id)).toEqual(plain);
      expect(await storage.reads.quoteRequests.findById(special.id)).toEqual(special);
    });

    it('commits nothing when the work fails: neither the record nor its mail', async () => {
      const message = contact();
      await expect(
        storage.unitOfWork.run(async ({ contactMessages, outbox }) => {
          await contactMessages.add(message);
          await outbox.enqueue(mail('lost'), later(0));
          throw new Error('the mail template blew up');
        }),
      ).rejects.toThrow('the mail template blew up');
      expect(await storage.reads.contactMessages.findById(message.id)).toBeUndefined();
      expect(await storage.outboxQueue.claimDue(later(1), 10, LEASE_MS)).toEqual([]);
    });

    it('rejects a second record with the same id and keeps the first', async () => {
      const first = contact();
      await storage.unitOfWork.run(({ contactMessages }) => contactMessages.add(first));
      await expect(
        storage.unitOfWork.run(({ contactMessages }) => contactMessages.add({ ...first, message: 'other' })),
      ).rejects.toThrow();
      expect((await storage.reads.contactMessages.findById(first.id))?.message).toBe(first.message);
    });

    it('claims queued mail once per lease, oldest first, with its attempt count', async () => {
      await storage.unitOfWork.run(async ({ outbox }) => {
        await outbox.enqueue(mail('first'), later(0));
        await outbox.enqueue({ ...mail('second'), replyTo: 'customer@example.com' }, later(0));
      });
      const claimed = await storage.outboxQueue.claimDue(later(1), 10, LEASE_MS);
      expect(claimed.map((c) => [c.mail.subject, c.attempts])).toEqual([
        ['first', 1],
        ['second', 1],
      ]);
      expect(claimed[1]?.mail).toEqual({ ...mail('second'), replyTo: 'customer@example.com' });
      // Leased: nobody else gets them until the lease runs out.
      expect(await storage.outboxQueue.claimDue(later(LEASE_MS - 1), 10, LEASE_MS)).toEqual([]);
      expect(await storage.outboxQueue.claimDue(later(LEASE_MS + 2), 10, LEASE_MS)).toHaveLength(2);
    });

    it('never hands one mail to two workers claiming at the same moment', async () => {
      await storage.unitOfWork.run(async ({ outbox }) => {
        for (let i = 0; i < 10; i++) await outbox.enqueue(mail(`m${i}`), later(0));
      });
      const batches = await Promise.all(
        [1, 2, 3, 4].map(() => storage.outboxQueue.claimDue(later(1), 4, LEASE_MS)),
      );
      const ids = batches.flat().map((c) => c.id);
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
    });

    it('retries failed mail when due, forgets sent mail, and gives up when told to', async () => {
      await storage.unitOfWork.run(async ({ outbox }) => {
        await outbox.enqueue(mail('retry me'), later(0));
        await outbox.enqueue(mail('send me'), later(0));
        await outbox.enqueue(mail('give up'), later(0));
      });
      const [retry, send, giveUp] = await storage.outboxQueue.claimDue(later(1), 10, LEASE_MS);
      if (!retry || !send || !giveUp) throw new Error('expected three claims');
      expect(await storage.outboxQueue.markFailed(retry, 'connection refused', later(5_000))).toBe(true);
      expect(await storage.outboxQueue.markSent(send, later(2))).toBe(true);
      expect(await storage.outboxQueue.markFailed(giveUp, 'mailbox does not exist', null)).toBe(true);

      expect(await storage.outboxQueue.claimDue(later(4_999), 10, LEASE_MS)).toEqual([]);
      const again = await storage.outboxQueue.claimDue(later(5_000), 10, LEASE_MS);
      expect(again.map((c) => [c.mail.subject, c.attempts])).toEqual([['retry me', 2]]);
      expect(await storage.outboxQueue.claimDue(later(10 * 365 * 86_400_000), 10, LEASE_MS)).toHaveLength(1);
      expect(await storage.outboxQueue.counts()).toEqual({ pending: 1, sent: 1, givenUp: 1 });
    });

    it('lets only the claim that still holds a mail record its outcome', async () => {
      await storage.unitOfWork.run(({ outbox }) => outbox.enqueue(mail('slow'), later(0)));
      const [stale] = await storage.outboxQueue.claimDue(later(1), 10, LEASE_MS);
      const [fresh] = await storage.outboxQueue.claimDue(later(LEASE_MS + 2), 10, LEASE_MS);
      if (!stale || !fresh) throw new Error('expected two claims of one mail');
      expect(fresh.claim).not.toBe(stale.claim);
      expect(fresh.leaseEndsAt).toEqual(later(2 * LEASE_MS + 2));
      expect(await storage.outboxQueue.markSent(stale, later(LEASE_MS + 3))).toBe(false);
      expect(await storage.outboxQueue.markFailed(stale, 'late', null)).toBe(false);
      expect(await storage.outboxQueue.markSent(fresh, later(LEASE_MS + 4))).toBe(true);
      expect(await storage.outboxQueue.markSent(fresh, later(LEASE_MS + 5))).toBe(false);
      expect(await storage.outboxQueue.counts()).toEqual({ pending: 0, sent: 1, givenUp: 0 });
    });

    it('takes back a released mail without counting an attempt', async () => {
      await storage.unitOfWork.run(({ outbox }) => outbox.enqueue(mail('later'), later(0)));
      const [claimed] = await storage.outboxQueue.claimDue(later(1), 10, LEASE_MS);
      if (!claimed) throw new Error('expected a claim');
      expect(await storage.outboxQueue.release(claimed, later(2))).toBe(true);
      expect(await storage.outboxQueue.release(claimed, later(2))).toBe(false);
      const [again] = await storage.outboxQueue.claimDue(later(2), 10, LEASE_MS);
      expect(again?.attempts).toBe(1);
    });

    it('counts the mail queued to an address, in any case, since a time', async () => {
      await storage.unitOfWork.run(async ({ outbox }) => {
        await outbox.enqueue({ ...mail('old'), to: 'Amina@Example.com' }, later(0));
        await outbox.enqueue({ ...mail('new'), to: 'amina@example.com' }, later(10_000));
        await outbox.enqueue({ ...mail('other'), to: 'otieno@example.com' }, later(10_000));
      });
      const { outbox } = storage.reads;
      expect(await outbox.countQueuedTo('AMINA@example.com', later(0))).toBe(2);
      expect(await outbox.countQueuedTo('amina@example.com', later(5_000))).toBe(1);
      expect(await outbox.countQueuedTo('nobody@example.com', later(0))).toBe(0);
    });

    it('hands out distinct KX account ids in increasing order', async () => {
      const ids = await storage.unitOfWork.run(async ({ users }) => [
        await users.nextAccountId(),
        await users.nextAccountId(),
        await users.nextAccountId(),
      ]);
      expect(ids.every((id) => /^KX\d+$/.test(id))).toBe(true);
      const numbers = ids.map((id) => Number(id.slice(2)));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(numbers).size).toBe(3);
    });

    it('adds a user once per e-mail address, whatever its case, and finds it in any case', async () => {
      const first = user();
      expect(await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(first))).toBe('added');
      const again = user({ email: 'wanjiru.kamau@example.COM', accountId: 'KX100002' });
      expect(await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(again))).toBe('email-taken');
      expect(await storage.reads.users.findByEmail('WANJIRU.KAMAU@example.com')).toEqual(first);
      expect(await storage.reads.users.findById(first.id)).toEqual(first);
      expect(await storage.reads.users.findById(again.id)).toBeUndefined();
    });

    it('updates the password hash and flags of a user', async () => {
      const u = user();
      await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(u));
      const at = new Date('2026-11-22T08:00:00.000Z');
      await storage.unitOfWork.run(({ users }) =>
        users.update(u.id, { isEmailVerified: true, isAdmin: true, passwordHash: 'new' }, at),
      );
      expect(await storage.reads.users.findById(u.id)).toEqual({
        ...u,
        isEmailVerified: true,
        isAdmin: true,
        passwordHash: 'new',
        updatedAt: at,
      });
    });

    it('uses a token once, and useAll retires every open token of one purpose', async () => {
      const u = user();
      const verify = token(u.id);
      const otherVerify = token(u.id);
      const reset = token(u.id, { purpose: 'reset-password' });
      await storage.unitOfWork.run(async ({ users, emailTokens }) => {
        await users.addIfEmailFree(u);
        for (const t of [verify, otherVerify, reset]) await emailTokens.add(t);
      });
      expect(await storage.reads.emailTokens.findByHash(verify.tokenHash, 'verify-email')).toEqual(verify);
      expect(await storage.reads.emailTokens.findByHash(verify.tokenHash, 'reset-password')).toBeUndefined();
      const at = new Date('2026-11-20T11:00:00.000Z');
      expect(await storage.unitOfWork.run(({ emailTokens }) => emailTokens.use(verify.id, at))).toBe(true);
      expect(await storage.unitOfWork.run(({ emailTokens }) => emailTokens.use(verify.id, at))).toBe(false);
      await storage.unitOfWork.run(({ emailTokens }) => emailTokens.useAll(u.id, 'verify-email', at));
      expect(
        (await storage.reads.emailTokens.findByHash(otherVerify.tokenHash, 'verify-email'))?.usedAt,
      ).toEqual(at);
      expect(
        (await storage.reads.emailTokens.findByHash(reset.tokenHash, 'reset-password'))?.usedAt,
      ).toBeNull();
    });
  });
}
