import type { MailPorts, OutgoingMail } from '../mail/mail.ports.js';
import { visitorMailAllowed } from '../mail/visitor-mail.js';
import type { Ids } from '../shared/ids.js';
import type { AccountsPorts } from './accounts.ports.js';
import type { EmailTokenPurpose } from './email-tokens.js';
import type { User } from './user.js';
import { hashToken, newEmailToken, newToken } from './email-tokens.js';

/**
 * Mails a new link and retires the user's unused ones of this purpose, in the caller's transaction: only the
 * newest link mailed works. When the address has had its fill of visitors' mail this hour, nothing is mailed and
 * nothing retired, so requests in someone else's name can never leave the owner without a working link.
 */
export async function mailNewLink(
  ports: Pick<AccountsPorts, 'emailTokens'> & MailPorts,
  ids: Ids,
  user: User,
  purpose: EmailTokenPurpose,
  mailWith: (token: string) => OutgoingMail,
  now: Date,
): Promise<void> {
  if (!(await visitorMailAllowed(ports.outbox, user.email, now))) return;
  const token = newToken();
  await ports.emailTokens.useAll(user.id, purpose, now);
  await ports.emailTokens.add(newEmailToken(ids.next(), user.id, purpose, await hashToken(token), now));
  await ports.outbox.enqueueForVisitor(mailWith(token), now);
}
