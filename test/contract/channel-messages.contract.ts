import { describe, expect, it } from 'vitest';
import type { NewChannelMessage } from '../../core/channels/channel-message.js';
import { NOW, type OpenStorage, later, useStorage } from './storage-under-test.js';

const idOf = (n: number) => `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`;
const sms = (n: number, accountId: string | null = 'KX1001'): NewChannelMessage => ({
  id: idOf(n),
  accountId,
  channel: 'sms',
  to: '+254712345678',
  kind: 'parcel_received',
  language: 'sw',
  content: { type: 'text', text: `Ujumbe ${String(n)}` },
});
const template = (n: number): NewChannelMessage => ({
  ...sms(n),
  channel: 'whatsapp',
  language: 'en',
  content: { type: 'template', name: 'parcel_on_flight', parameters: ['Amina', 'KP1', 'Mon 7 Dec', 'x.ke'] },
});

/** The SMS and WhatsApp messages, their states and the customers' messages, the same on every adapter. */
export function channelMessagesContract(name: string, open: OpenStorage): void {
  describe(`channel messages: ${name}`, () => {
    const storage = useStorage(open);
    const messages = () => storage.reads.channelMessages;

    it('queues in the unit of work, keeps text and templates as given, and lists an account newest first', async () => {
      await storage.unitOfWork.run(async ({ channelOutbox }) => {
        await channelOutbox.enqueue(sms(1), NOW);
        await channelOutbox.enqueue(template(2), later(1000));
        await channelOutbox.enqueue(sms(3, null), later(2000));
      });
      await expect(
        storage.unitOfWork.run(async ({ channelOutbox }) => {
          await channelOutbox.enqueue(sms(4), NOW);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await messages().find(idOf(4))).toBeUndefined();
      const listed = await messages().ofAccount('KX1001', 10);
      expect(listed.map((m) => m.id)).toEqual([idOf(2), idOf(1)]);
      expect(listed[0]).toMatchObject({
        channel: 'whatsapp',
        content: {
          type: 'template',
          name: 'parcel_on_flight',
          parameters: ['Amina', 'KP1', 'Mon 7 Dec', 'x.ke'],
        },
        state: 'queued',
        attempts: 0,
        queuedAt: later(1000),
        sentAt: null,
        providerMessageId: null,
      });
      expect((await messages().find(idOf(1)))?.content).toEqual({ type: 'text', text: 'Ujumbe 1' });
      expect(await messages().due(later(5000), 10)).toEqual([idOf(1), idOf(2), idOf(3)]);
    });

    it('lets one sender take a message at a time, and takes a sent one never again', async () => {
      await storage.unitOfWork.run(({ channelOutbox }) => channelOutbox.enqueue(sms(1), NOW));
      const taken = await messages().take(idOf(1), later(1), later(60_000));
      expect(taken?.attempts).toBe(1);
      expect(await messages().take(idOf(1), later(2), later(60_000))).toBeUndefined();
      expect(await messages().due(later(3), 10)).toEqual([]);
      expect(
        await messages().markSent(
          idOf(1),
          { providerMessageId: 'ATXid_1', providerStatus: '101 Success', providerCost: 'KES 0.8000' },
          later(4),
        ),
      ).toBe(true);
      expect(await messages().take(idOf(1), later(120_000), later(180_000))).toBeUndefined();
      expect(
        await messages().markSent(
          idOf(1),
          { providerMessageId: 'ATXid_2', providerStatus: 'x', providerCost: null },
          later(5),
        ),
      ).toBe(false);
      expect(await messages().findByProviderId('sms', 'ATXid_1')).toMatchObject({
        id: idOf(1),
        state: 'sent',
        providerCost: 'KES 0.8000',
        sentAt: later(4),
      });
      expect(await messages().findByProviderId('whatsapp', 'ATXid_1')).toBeUndefined();
    });

    it('retries later, moves only from the states given, and keeps the provider’s words', async () => {
      await storage.unitOfWork.run(({ channelOutbox }) => channelOutbox.enqueue(sms(1), NOW));
      await messages().take(idOf(1), later(1), later(60_000));
      await messages().retryLater(idOf(1), 'HTTP 500', later(10_000), later(2));
      expect(await messages().due(later(9_999), 10)).toEqual([]);
      expect(await messages().due(later(10_000), 10)).toEqual([idOf(1)]);
      expect((await messages().find(idOf(1)))?.failureReason).toBe('HTTP 500');
      await messages().take(idOf(1), later(10_000), later(70_000));
      await messages().markSent(
        idOf(1),
        { providerMessageId: 'p1', providerStatus: '101 Success', providerCost: null },
        later(10_001),
      );
      expect(
        await messages().move(
          idOf(1),
          ['queued', 'sent'],
          'delivered',
          { providerStatus: 'Success', failureReason: null },
          later(11_000),
        ),
      ).toBe(true);
      expect(
        await messages().move(idOf(1), ['queued'], 'sent', { providerStatus: 'Sent' }, later(12_000)),
      ).toBe(false);
      expect(await messages().find(idOf(1))).toMatchObject({
        state: 'delivered',
        providerStatus: 'Success',
        failureReason: null,
        attempts: 2,
        updatedAt: later(11_000),
      });
    });

    it('keeps a customer’s message once by its provider id', async () => {
      const incoming = {
        channel: 'sms' as const,
        from: '+254712345678',
        to: '20880',
        text: 'STOP',
        providerMessageId: 'AT-in-1',
        receivedAt: NOW,
      };
      expect(await storage.reads.incomingMessages.received(incoming)).toBe(true);
      expect(await storage.reads.incomingMessages.received({ ...incoming, text: 'again' })).toBe(false);
      expect(await storage.reads.incomingMessages.received({ ...incoming, channel: 'whatsapp' })).toBe(true);
    });
  });
}
