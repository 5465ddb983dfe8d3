import type { Clock } from '../shared/clock.js';
import type { EmailOnly } from './account.schema.js';
import type { UnitOfWork } from '../unit-of-work.ports.js';
import { type AccountMailContext, verificationMail } from './account-mails.js';
import { mailNewLink } from './mail-new-link.js';

/** Sends a fresh link to an unverified account; older links stop working. Says nothing about who exists. */
export class ResendVerificationUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly mail: AccountMailContext,
  ) {}

  async execute({ email }: EmailOnly): Promise<void> {
    await this.unitOfWork.run(async (ports) => {
      const user = await ports.users.findByEmail(email);
      if (!user || user.isEmailVerified) return;
      const mailWith = (token: string) => verificationMail(this.mail, user, token);
      await mailNewLink(ports, user, 'verify-email', mailWith, this.clock.now());
    });
  }
}
