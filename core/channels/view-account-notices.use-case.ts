import type { UserRepository } from '../accounts/accounts.ports.js';
import type { MailOutbox, MailRecord } from '../mail/mail.ports.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { ChannelMessage } from './channel-message.js';
import { CHANNELS_ERRORS, type ChannelsError } from './channels.errors.js';
import type { ChannelMessages } from './channels.ports.js';

/** How many failed SMS in a row make staff look at a customer's phone. */
export const SMS_FAILURES_FLAGGED = 3;
/** The most messages (and mails) shown, newest first. */
const SHOWN = 200;

/** An account's SMS that failed, newest first, each after the last that got through. */
export interface SmsFailing {
  failures: number;
  reason: string;
  phone: string;
}

export interface AccountNotices {
  accountId: string;
  messages: ChannelMessage[];
  mails: MailRecord[];
  /** Set when the last SMS_FAILURES_FLAGGED or more SMS all failed. */
  smsFailing: SmsFailing | null;
}

/** The failures in a row among the account's SMS (newest first), those still queued set aside. */
export function smsFailing(messages: readonly ChannelMessage[]): SmsFailing | null {
  const decided = messages.filter((m) => m.channel === 'sms' && m.state !== 'queued');
  const run = decided.findIndex((m) => m.state !== 'failed');
  const failures = run === -1 ? decided.length : run;
  const latest = decided[0];
  if (failures < SMS_FAILURES_FLAGGED || latest === undefined) return null;
  return { failures, reason: latest.failureReason ?? latest.providerStatus ?? 'failed', phone: latest.to };
}

/** Every notice sent to an account on every channel, its mails among them, with their states. */
export class ViewAccountNoticesUseCase {
  constructor(
    private readonly ports: { users: UserRepository; channelMessages: ChannelMessages; outbox: MailOutbox },
  ) {}

  async execute(
    accountId: string,
  ): Promise<Result<AccountNotices, Extract<ChannelsError, { code: 'CHANNELS.NO_SUCH_ACCOUNT' }>>> {
    const account = await this.ports.users.findByAccountId(accountId);
    if (account === undefined) return fail(CHANNELS_ERRORS.noSuchAccount);
    const [messages, mails] = await Promise.all([
      this.ports.channelMessages.ofAccount(account.accountId, SHOWN),
      this.ports.outbox.listTo(account.email, SHOWN),
    ]);
    return ok({ accountId: account.accountId, messages, mails, smsFailing: smsFailing(messages) });
  }
}
