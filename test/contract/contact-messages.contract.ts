import { describe, expect, it } from 'vitest';
import { aContactMessage } from '../core/contact/contact-message.mother.js';
import { type OpenStorage, useStorage } from './storage-under-test.js';

/** The contact message repository: the same behaviour on every adapter. */
export function contactMessagesContract(name: string, open: OpenStorage): void {
  describe(`contact messages: ${name}`, () => {
    const storage = useStorage(open);

    it('stores and reads back a contact message, line breaks and all', async () => {
      const message = aContactMessage();
      await storage.unitOfWork.run(({ contactMessages }) => contactMessages.add(message));
      expect(await storage.reads.contactMessages.findById(message.id)).toEqual(message);
      expect(await storage.reads.contactMessages.findById(crypto.randomUUID())).toBeUndefined();
    });

    it('rejects a second record with the same id and keeps the first', async () => {
      const first = aContactMessage();
      await storage.unitOfWork.run(({ contactMessages }) => contactMessages.add(first));
      await expect(
        storage.unitOfWork.run(({ contactMessages }) => contactMessages.add({ ...first, message: 'other' })),
      ).rejects.toThrow();
      expect((await storage.reads.contactMessages.findById(first.id))?.message).toBe(first.message);
    });
  });
}
