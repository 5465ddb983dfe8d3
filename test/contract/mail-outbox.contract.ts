import { describe, expect, it } from 'vitest';
import { anOutgoingMail } from '../core/mail/outgoing-mail.mother.js';
import { LEASE_MS, type OpenStorage, later, useStorage } from './storage-under-test.js';

/** The outbox, queueing and delivery sides: the same behaviour on every adapter. */
export function mailOutboxContract(name: string, open: OpenStorage): void {
  describe(`mail outbox: ${name}`, () => {
    const storage = useStorage(open);

    it('claims queued mail once per lease, oldest first, with its attempt count', async () => {
      await storage.unitOfWork.run(async ({ outbox }) => {
        await outbox.enqueue(anOutgoingMail('first'), later(0));
        await outbox.enqueue(anOutgoingMail('second', { replyTo: 'customer@example.com' }), later(0));
      });
      const claimed = await storage.outboxQueue.claimDue(later(1), 10, LEASE_MS);
      expect(claimed.map((c) => [c.mail.subject, c.attempts])).toEqual([
        ['first', 1],
        ['second', 1],
      ]);
      expect(claimed[1]?.mail).toEqual(anOutgoingMail('second', { replyTo: 'customer@example.com' }));
      // Leased: nobody else gets them until the lease runs out.
      expect(await storage.outboxQueue.claimDue(later(LEASE_MS - 1), 10, LEASE_MS)).toEqual([]);
      expect(await storage.outboxQueue.claimDue(later(LEASE_MS + 2), 10, LEASE_MS)).toHaveLength(2);
    });

    it('queues many at once, in order, as many as it is given', async () => {
      const many = Array.from({ length: 1203 }, (_, i) => anOutgoingMail(`m${String(i)}`));
      await storage.unitOfWork.run(async ({ outbox }) => {
        await outbox.enqueueAll(many, later(0));
        await outbox.enqueueAll([], later(0));
      });
      const claimed = await storage.outboxQueue.claimDue(later(1), 2000, LEASE_MS);
      expect(claimed.map((c) => c.mail.subject)).toEqual(many.map((m) => m.subject));
      expect(claimed.find((c) => c.mail.subject === 'm1202')?.mail).toEqual(many[1202]);
    });

    it('queues mail to compose when sent, in order, with its recipient, kind and key', async () => {
      const notices = Array.from({ length: 1203 }, (_, i) => ({
        to: `c${String(i % 7)}@example.com`,
        kind: i % 2 === 0 ? 'even' : 'odd',
        key: `k${String(i)}`,
      }));
      await storage.unitOfWork.run(async ({ outbox }) => {
        await outbox.enqueueToCompose(notices, later(0));
        await outbox.enqueueToCompose([], later(0));
      });
      const claimed = await storage.outboxQueue.claimDue(later(1), 2000, LEASE_MS);
      // A claim answers in no set order: the ids say the order they were queued in.
      const asQueued = claimed
        .sort((a, b) => Number(a.id) - Number(b.id))
        .map((c) => ({ to: c.mail.to, kind: c.compose?.kind, key: c.compose?.key }));
      expect(asQueued.filter((n) => n.kind === 'even')).toEqual(notices.filter((n) => n.kind === 'even'));
      expect(asQueued.filter((n) => n.kind === 'odd')).toEqual(notices.filter((n) => n.kind === 'odd'));
    });

    it('never hands one mail to two workers claiming at the same moment', async () => {
      await storage.unitOfWork.run(async ({ outbox }) => {
        for (let i = 0; i < 10; i++) await outbox.enqueue(anOutgoingMail(`m${i}`), later(0));
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
        await outbox.enqueue(anOutgoingMail('retry me'), later(0));
        await outbox.enqueue(anOutgoingMail('send me'), later(0));
        await outbox.enqueue(anOutgoingMail('give up'), later(0));
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

    it("keeps a mail's words only while a retry may need them: a sent or given-up mail keeps no token", async () => {
      const withLink = (subject: string) => ({
        ...anOutgoingMail(subject),
        text: `Open /reset-password?token=secret-${subject}`,
        html: `<a href="/reset-password?token=secret-${subject}">Reset</a>`,
      });
      await storage.unitOfWork.run(async ({ outbox }) => {
        for (const subject of ['sent', 'retried', 'given up'])
          await outbox.enqueue(withLink(subject), later(0));
      });
      const [sent, retried, givenUp] = await storage.outboxQueue.claimDue(later(1), 10, LEASE_MS);
      if (!sent || !retried || !givenUp) throw new Error('expected three claims');
      await storage.outboxQueue.markSent(sent, later(2));
      await storage.outboxQueue.markFailed(retried, 'connection refused', later(5_000));
      await storage.outboxQueue.markFailed(givenUp, 'mailbox does not exist', null);
      const stored = await storage.storedMail();
      const words = (subject: string) => stored.find((m) => m.subject === subject);
      expect(words('sent')).toEqual({ subject: 'sent', text: '', html: '' });
      expect(words('given up')).toEqual({ subject: 'given up', text: '', html: '' });
      expect(words('retried')?.text).toContain('token=secret-retried');
      const [again] = await storage.outboxQueue.claimDue(later(5_000), 10, LEASE_MS);
      expect(again?.mail).toEqual(withLink('retried'));
    });

    it('lets only the claim that still holds a mail record its outcome', async () => {
      await storage.unitOfWork.run(({ outbox }) => outbox.enqueue(anOutgoingMail('slow'), later(0)));
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

    it("lists an address's mails, in any case, newest first, with their states", async () => {
      await storage.unitOfWork.run(async ({ outbox }) => {
        await outbox.enqueue(anOutgoingMail('first', { to: 'Amina@Example.com' }), later(0));
        await outbox.enqueue(anOutgoingMail('second', { to: 'amina@example.com' }), later(1));
        await outbox.enqueue(anOutgoingMail('third', { to: 'amina@example.com' }), later(2));
        await outbox.enqueue(anOutgoingMail('not hers'), later(3));
      });
      const [first, second] = await storage.outboxQueue.claimDue(later(4), 2, LEASE_MS);
      if (!first || !second) throw new Error('expected two claims');
      await storage.outboxQueue.markSent(first, later(5));
      await storage.outboxQueue.markFailed(second, 'mailbox does not exist', null);
      const listed = await storage.reads.outbox.listTo('AMINA@example.com', 10);
      expect(listed.map((m) => [m.subject, m.state, m.error])).toEqual([
        ['third', 'queued', null],
        ['second', 'failed', 'mailbox does not exist'],
        ['first', 'sent', null],
      ]);
      expect(listed[2]).toMatchObject({
        to: 'Amina@Example.com',
        kind: null,
        attempts: 1,
        sentAt: later(5),
        queuedAt: later(0),
      });
      expect(await storage.reads.outbox.listTo('amina@example.com', 1)).toHaveLength(1);
    });

    it('takes back a released mail without counting an attempt', async () => {
      await storage.unitOfWork.run(({ outbox }) => outbox.enqueue(anOutgoingMail('later'), later(0)));
      const [claimed] = await storage.outboxQueue.claimDue(later(1), 10, LEASE_MS);
      if (!claimed) throw new Error('expected a claim');
      expect(await storage.outboxQueue.release(claimed, later(2))).toBe(true);
      expect(await storage.outboxQueue.release(claimed, later(2))).toBe(false);
      const [again] = await storage.outboxQueue.claimDue(later(2), 10, LEASE_MS);
      expect(again?.attempts).toBe(1);
    });

    it('counts the mail visitors caused to an address, in any case, since a time; notices do not count', async () => {
      await storage.unitOfWork.run(async ({ outbox }) => {
        await outbox.enqueueForVisitor({ ...anOutgoingMail('old'), to: 'Amina@Example.com' }, later(0));
        await outbox.enqueueForVisitor({ ...anOutgoingMail('new'), to: 'amina@example.com' }, later(10_000));
        await outbox.enqueueForVisitor(
          { ...anOutgoingMail('other'), to: 'otieno@example.com' },
          later(10_000),
        );
        // A parcel notice staff caused, and a file's worth of them.
        await outbox.enqueue({ ...anOutgoingMail('notice'), to: 'amina@example.com' }, later(10_000));
        await outbox.enqueueAll([{ ...anOutgoingMail('notices'), to: 'amina@example.com' }], later(10_000));
      });
      const { outbox } = storage.reads;
      expect(await outbox.countVisitorMailTo('AMINA@example.com', later(0))).toBe(2);
      expect(await outbox.countVisitorMailTo('amina@example.com', later(5_000))).toBe(1);
      expect(await outbox.countVisitorMailTo('nobody@example.com', later(0))).toBe(0);
      expect(await storage.outboxQueue.counts()).toMatchObject({ pending: 5 });
    });
  });
}
