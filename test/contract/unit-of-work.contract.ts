import { describe, expect, it } from 'vitest';
import { aContactMessage } from '../core/contact/contact-message.mother.js';
import { anOutgoingMail } from '../core/mail/outgoing-mail.mother.js';
import { LEASE_MS, type OpenStorage, later, useStorage } from './storage-under-test.js';

/** A transaction: all of it commits, or none of it. */
export function unitOfWorkContract(name: string, open: OpenStorage): void {
  describe(`unit of work: ${name}`, () => {
    const storage = useStorage(open);

    it('commits nothing when the work fails: neither the record nor its mail', async () => {
      const message = aContactMessage();
      await expect(
        storage.unitOfWork.run(async ({ contactMessages, outbox }) => {
          await contactMessages.add(message);
          await outbox.enqueue(anOutgoingMail('lost'), later(0));
          throw new Error('the mail template blew up');
        }),
      ).rejects.toThrow('the mail template blew up');
      expect(await storage.reads.contactMessages.findById(message.id)).toBeUndefined();
      expect(await storage.outboxQueue.claimDue(later(1), 10, LEASE_MS)).toEqual([]);
    });
  });
}
