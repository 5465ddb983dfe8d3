import type { Clock } from '../shared/clock.js';
import { enqueueVisitorMail } from '../mail/visitor-mail.js';
import type { UnitOfWork } from '../unit-of-work.ports.js';
import { type AccountMailContext, verificationMail } from './account-mails.js';
import { hashToken, newEmailToken, newToken } from './email-tokens.js';

/** Sends a fresh link to an unverified account; older links stop working. Says nothing about who exists. */
export class ResendVerificationUseCase {
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
      if (!user || user.isEmailVerified) return;
      await emailTokens.useAll(user.id, 'verify-email', now);
      await emailTokens.add(newEmailToken(user.id, 'verify-email', tokenHash, now));
      await enqueueVisitorMail(outbox, verificationMail(this.mail, user, token), now);
    });
  }
}
