import type { ChannelMessage, IncomingMessage } from '../../core/channels/channel-message.js';
import type { ChannelMessages, ChannelOutbox, IncomingMessages } from '../../core/channels/channels.ports.js';
import { type Tables, clone } from '../memory/in-memory-tables.js';

/** A message as kept, with when a sender may take it next. */
interface StoredMessage {
  message: ChannelMessage;
  nextAttemptAt: Date;
}

declare module '../memory/in-memory-tables.js' {
  interface Tables {
    /** In the order queued. */
    channelMessages: StoredMessage[];
    /** In the order received. */
    channelIncoming: IncomingMessage[];
  }
}

export function inMemoryChannelOutbox(tables: Tables): ChannelOutbox {
  return {
    enqueue: (message, queuedAt) => {
      if (tables.channelMessages.some((s) => s.message.id === message.id))
        return Promise.reject(new Error(`message ${message.id} exists`));
      tables.channelMessages.push({
        message: {
          ...clone(message),
          state: 'queued',
          providerMessageId: null,
          providerStatus: null,
          providerCost: null,
          failureReason: null,
          attempts: 0,
          queuedAt,
          sentAt: null,
          updatedAt: queuedAt,
        },
        nextAttemptAt: new Date(0),
      });
      return Promise.resolve();
    },
  };
}

export function inMemoryChannelMessages(tables: Tables): ChannelMessages {
  const stored = (id: string) => tables.channelMessages.find((s) => s.message.id === id);
  return {
    find: (id) => Promise.resolve(clone(stored(id)?.message)),
    findByProviderId: (channel, providerMessageId) =>
      Promise.resolve(
        clone(
          tables.channelMessages.find(
            (s) => s.message.channel === channel && s.message.providerMessageId === providerMessageId,
          )?.message,
        ),
      ),
    due: (now, limit) =>
      Promise.resolve(
        tables.channelMessages
          .filter((s) => s.message.state === 'queued' && s.nextAttemptAt <= now)
          .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
          .slice(0, limit)
          .map((s) => s.message.id),
      ),
    take: (id, now, holdUntil) => {
      const s = stored(id);
      if (s === undefined || s.message.state !== 'queued' || s.nextAttemptAt > now)
        return Promise.resolve(undefined);
      s.message.attempts += 1;
      s.message.updatedAt = now;
      s.nextAttemptAt = holdUntil;
      return Promise.resolve(clone(s.message));
    },
    markSent: (id, sent, at) => {
      const s = stored(id);
      if (s === undefined || s.message.state !== 'queued') return Promise.resolve(false);
      Object.assign(s.message, { ...sent, state: 'sent', failureReason: null, sentAt: at, updatedAt: at });
      return Promise.resolve(true);
    },
    retryLater: (id, reason, retryAt, at) => {
      const s = stored(id);
      if (s !== undefined && s.message.state === 'queued') {
        s.message.failureReason = reason.slice(0, 500);
        s.message.updatedAt = at;
        s.nextAttemptAt = retryAt;
      }
      return Promise.resolve();
    },
    move: (id, from, to, report, at) => {
      const s = stored(id);
      if (s === undefined || !from.includes(s.message.state)) return Promise.resolve(false);
      s.message.state = to;
      s.message.providerStatus = report.providerStatus.slice(0, 200);
      if (report.failureReason !== undefined)
        s.message.failureReason = report.failureReason?.slice(0, 500) ?? null;
      s.message.updatedAt = at;
      return Promise.resolve(true);
    },
    ofAccount: (accountId, limit) =>
      Promise.resolve(
        clone(
          tables.channelMessages
            .filter((s) => s.message.accountId === accountId)
            .map((s) => s.message)
            .reverse()
            .slice(0, limit),
        ),
      ),
  };
}

export function inMemoryIncomingMessages(tables: Tables): IncomingMessages {
  return {
    received: (message) => {
      const known = tables.channelIncoming.some(
        (m) => m.channel === message.channel && m.providerMessageId === message.providerMessageId,
      );
      if (!known) tables.channelIncoming.push(clone(message));
      return Promise.resolve(!known);
    },
  };
}
