import type { MailOutbox, OutgoingMail } from './mail.ports.js';

/**
 * Mail that a visitor's request sends to an address the visitor typed (verification, password reset, quote
 * acknowledgement, a notice to an account's owner): at most this many to one address an hour, whoever asks,
 * so that the site cannot be used to flood a stranger's mailbox.
 */
export const VISITOR_MAIL_LIMIT = { windowMs: 60 * 60_000, limit: 5 } as const;

/** Whether visitors may have another mail sent to this address this hour. */
export async function visitorMailAllowed(outbox: MailOutbox, to: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - VISITOR_MAIL_LIMIT.windowMs);
  return (await outbox.countVisitorMailTo(to, since)) < VISITOR_MAIL_LIMIT.limit;
}

/** Queues the mail unless its address had its fill this hour; says whether it was queued. */
export async function enqueueVisitorMail(
  outbox: MailOutbox,
  mail: OutgoingMail,
  now: Date,
): Promise<boolean> {
  if (!(await visitorMailAllowed(outbox, mail.to, now))) return false;
  await outbox.enqueueForVisitor(mail, now);
  return true;
}

const GREETING_NAME_LENGTH = 40;

/**
 * A name a visitor typed, as it may appear in mail to the address they typed: its first line, without control
 * characters, at most 40 characters. Nothing else a visitor typed goes to such an address.
 */
export function greetingName(name: string): string {
  const line = (name.split(/[\r\n]/)[0] ?? '').replace(/\p{Cc}/gu, '').trim();
  return line.length > GREETING_NAME_LENGTH ? `${line.slice(0, GREETING_NAME_LENGTH - 1)}…` : line;
}
