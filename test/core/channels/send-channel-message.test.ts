import { describe, expect, it } from 'vitest';
import { movesForward, statesBefore, type ChannelMessage } from '../../../core/channels/channel-message.js';
import type { ChannelSender, SendOutcome } from '../../../core/channels/channels.ports.js';
import { RecordProviderStatusUseCase } from '../../../core/channels/record-provider-status.use-case.js';
import {
  SendChannelMessageUseCase,
  drainChannelMessages,
} from '../../../core/channels/send-channel-message.use-case.js';
import { smsFailing } from '../../../core/channels/view-account-notices.use-case.js';
import { memoryStore } from '../../support/stores.js';

const T0 = new Date('2026-12-05T08:00:00Z');

/** A clock a test moves. */
function testClock() {
  let now = T0;
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

/** A provider that answers what the test lines up, and records what it was given. */
function scriptedSender(...answers: SendOutcome[]): ChannelSender & { sent: ChannelMessage[] } {
  const sent: ChannelMessage[] = [];
  return {
    live: true,
    sent,
    send: (message) => {
      sent.push(message);
      return Promise.resolve(
        answers.shift() ?? {
          kind: 'accepted',
          providerMessageId: `p-${String(sent.length)}`,
          providerStatus: '101 Success',
          providerCost: null,
        },
      );
    },
  };
}

const ID = '00000000-0000-4000-8000-000000000501';

async function queued(store = memoryStore(), id = ID) {
  await store.run(({ channelOutbox }) =>
    channelOutbox.enqueue(
      {
        id,
        accountId: 'KX1001',
        channel: 'sms',
        to: '+254712345678',
        kind: 'parcel_received',
        language: 'en',
        content: { type: 'text', text: 'Hi' },
      },
      T0,
    ),
  );
  return store;
}

describe('message states', () => {
  it('move only forward, and failed ends them', () => {
    expect(movesForward('queued', 'sent')).toBe(true);
    expect(movesForward('sent', 'read')).toBe(true);
    expect(movesForward('delivered', 'sent')).toBe(false);
    expect(movesForward('read', 'delivered')).toBe(false);
    expect(movesForward('delivered', 'failed')).toBe(false);
    expect(movesForward('failed', 'delivered')).toBe(false);
    expect(movesForward('sent', 'sent')).toBe(false);
    expect(statesBefore('delivered')).toEqual(['queued', 'sent']);
    expect(statesBefore('read')).toEqual(['queued', 'sent', 'delivered']);
  });
});

describe('SendChannelMessageUseCase', () => {
  it('sends a queued message once: a second call, or a drain after it, sends nothing', async () => {
    const store = await queued();
    const clock = testClock();
    const sms = scriptedSender();
    const send = new SendChannelMessageUseCase(
      store.ports.channelMessages,
      { sms, whatsapp: scriptedSender() },
      clock,
    );
    expect(await send.execute(ID)).toBe('sent');
    expect(await send.execute(ID)).toBe('not-due');
    clock.advance(3_600_000);
    expect(await drainChannelMessages(store.ports.channelMessages, send, clock, 10)).toBe(0);
    expect(sms.sent).toHaveLength(1);
    expect(await store.ports.channelMessages.find(ID)).toMatchObject({
      state: 'sent',
      providerMessageId: 'p-1',
      attempts: 1,
    });
  });

  it('keeps the message queued while the provider is down, backs off, and sends it once it recovers', async () => {
    const store = await queued();
    const clock = testClock();
    const down: SendOutcome = { kind: 'unavailable', reason: "Africa's Talking answered 500" };
    const sms = scriptedSender(down, down);
    const send = new SendChannelMessageUseCase(
      store.ports.channelMessages,
      { sms, whatsapp: scriptedSender() },
      clock,
    );
    const drain = () => drainChannelMessages(store.ports.channelMessages, send, clock, 10);
    expect(await drain()).toBe(0);
    expect(await store.ports.channelMessages.find(ID)).toMatchObject({
      state: 'queued',
      failureReason: "Africa's Talking answered 500",
    });
    // Not due again before its backoff (5 s, then 10 s).
    expect(await drain()).toBe(0);
    expect(sms.sent).toHaveLength(1);
    clock.advance(5_000);
    expect(await drain()).toBe(0);
    clock.advance(10_000);
    expect(await drain()).toBe(1);
    clock.advance(60_000);
    expect(await drain()).toBe(0);
    expect(sms.sent).toHaveLength(3);
    expect(await store.ports.channelMessages.find(ID)).toMatchObject({
      state: 'sent',
      attempts: 3,
      failureReason: null,
    });
  });

  it('fails a message the provider refuses, with its status, and one that throws is tried again', async () => {
    const store = await queued();
    const clock = testClock();
    const send = new SendChannelMessageUseCase(
      store.ports.channelMessages,
      {
        sms: scriptedSender({
          kind: 'rejected',
          providerStatus: '403 InvalidPhoneNumber',
          reason: 'InvalidPhoneNumber',
        }),
        whatsapp: scriptedSender(),
      },
      clock,
    );
    expect(await send.execute(ID)).toBe('failed');
    expect(await store.ports.channelMessages.find(ID)).toMatchObject({
      state: 'failed',
      providerStatus: '403 InvalidPhoneNumber',
      failureReason: 'InvalidPhoneNumber',
    });
    const other = '00000000-0000-4000-8000-000000000502';
    await queued(store, other);
    const throwing = new SendChannelMessageUseCase(
      store.ports.channelMessages,
      {
        sms: { live: true, send: () => Promise.reject(new Error('socket hang up')) },
        whatsapp: scriptedSender(),
      },
      clock,
    );
    expect(await throwing.execute(other)).toBe('retry');
    expect((await store.ports.channelMessages.find(other))?.failureReason).toBe('socket hang up');
  });

  it('gives up after the last attempt', async () => {
    const store = await queued();
    const clock = testClock();
    const send = new SendChannelMessageUseCase(
      store.ports.channelMessages,
      {
        sms: scriptedSender({ kind: 'unavailable', reason: 'down' }, { kind: 'unavailable', reason: 'down' }),
        whatsapp: scriptedSender(),
      },
      clock,
      { holdMs: 60_000, baseBackoffMs: 1_000, maxBackoffMs: 1_000, maxAttempts: 2 },
    );
    expect(await send.execute(ID)).toBe('retry');
    clock.advance(1_000);
    expect(await send.execute(ID)).toBe('failed');
    expect((await store.ports.channelMessages.find(ID))?.failureReason).toBe(
      'not sent after 2 attempts: down',
    );
  });
});

describe('RecordProviderStatusUseCase', () => {
  it('moves forward only, however late or repeated, and ignores ids that are not ours', async () => {
    const store = await queued();
    const clock = testClock();
    const send = new SendChannelMessageUseCase(
      store.ports.channelMessages,
      { sms: scriptedSender(), whatsapp: scriptedSender() },
      clock,
    );
    await send.execute(ID);
    const record = new RecordProviderStatusUseCase(store.ports.channelMessages, clock);
    const status = (state: 'sent' | 'delivered' | 'read' | 'failed', providerMessageId = 'p-1') =>
      record.execute({
        channel: 'sms',
        providerMessageId,
        state,
        providerStatus: state,
        failureReason: state === 'failed' ? 'x' : null,
      });
    expect(await status('delivered', 'not-ours')).toBe('unknown');
    expect(await status('delivered')).toBe('moved');
    expect(await status('delivered')).toBe('unchanged');
    expect(await status('sent')).toBe('unchanged');
    expect(await status('failed')).toBe('unchanged');
    expect(await status('read')).toBe('moved');
    expect((await store.ports.channelMessages.find(ID))?.state).toBe('read');
  });
});

describe('smsFailing', () => {
  const message = (
    state: ChannelMessage['state'],
    reason: string | null = null,
    channel: ChannelMessage['channel'] = 'sms',
  ) =>
    ({ channel, state, failureReason: reason, providerStatus: null, to: '+254712345678' }) as ChannelMessage;

  it('flags three failed SMS in a row with the latest reason, pending ones and WhatsApp set aside', () => {
    expect(
      smsFailing([message('failed', 'UserInBlacklist'), message('failed', 'a'), message('sent')]),
    ).toBeNull();
    expect(
      smsFailing([
        message('queued'),
        message('failed', 'UserInBlacklist'),
        message('delivered', null, 'whatsapp'),
        message('failed', 'AbsentSubscriber'),
        message('failed', 'AbsentSubscriber'),
        message('delivered'),
      ]),
    ).toEqual({ failures: 3, reason: 'UserInBlacklist', phone: '+254712345678' });
  });
});
