import type { Clock } from '../shared/clock.js';
import { enqueueVisitorMail } from '../mail/visitor-mail.js';
import type { UnitOfWork } from '../unit-of-work.ports.js';
import { type AccountMailContext, passwordResetMail } from './account-mails.js';
import { hashToken, newEmailToken, newToken } from './email-tokens.js';

/** Mails a one-hour, single-use reset link if the account exists; the answer is the same either way. */
export class RequestPasswordResetUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly mail: AccountMailContext,
  ) {}

  async execute(email: string): Promise<void> {
    const token = newToken();
    const tokenHash = await hashToken(token);
    const now = this.clock.now();
    await this.unitOfWork.run(async ({ users, emailTokens, outbox }) => {
      const user = await users.findByEmail(email);
      if (!user) return;
      await emailTokens.useAll(user.id, 'reset-password', now);
      await emailTokens.add(newEmailToken(user.id, 'reset-password', tokenHash, now));
      await enqueueVisitorMail(outbox, passwordResetMail(this.mail, user, token), now);
    });
  }
}
