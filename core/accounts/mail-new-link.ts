import type { OutgoingMail } from '../mail/mail.ports.js';
import { enqueueVisitorMail } from '../mail/visitor-mail.js';
import type { TransactionalPorts } from '../unit-of-work.ports.js';
import type { EmailTokenPurpose } from './email-tokens.js';
import type { User } from './user.js';
import { hashToken, newEmailToken, newToken } from './email-tokens.js';

/**
 * Retires the user's unused links of this purpose and mails a new one, in the caller's transaction: only the
 * newest link works.
 */
export async function mailNewLink(
  ports: Pick<TransactionalPorts, 'emailTokens' | 'outbox'>,
  user: User,
  purpose: EmailTokenPurpose,
  mailWith: (token: string) => OutgoingMail,
  now: Date,
): Promise<void> {
  const token = newToken();
  await ports.emailTokens.useAll(user.id, purpose, now);
  await ports.emailTokens.add(newEmailToken(user.id, purpose, await hashToken(token), now));
  await enqueueVisitorMail(ports.outbox, mailWith(token), now);
}
