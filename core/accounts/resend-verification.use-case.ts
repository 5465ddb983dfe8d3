import { DEFAULT_LANGUAGE } from '../shared/language.js';
import type { Clock } from '../shared/clock.js';
import { enqueueVisitorMail } from '../mail/visitor-mail.js';
import type { EmailOnly } from './account.schema.js';
import type { AccountsPorts } from './accounts.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { type AccountMailContext, verificationMail } from './account-mails.js';
import { TOKEN_LIFETIME_MS, hashToken, newToken } from './email-tokens.js';

/**
 * Mails each registration claim of an address without an account a new link; its older link stops working and
 * its password attempts start again. Says nothing about who exists.
 */
export class ResendVerificationUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<AccountsPorts & MailPorts>,
    private readonly clock: Clock,
    private readonly mail: AccountMailContext,
  ) {}

  async execute({ email }: EmailOnly): Promise<void> {
    const now = this.clock.now();
    await this.unitOfWork.run(async ({ users, registrationClaims, outbox }) => {
      if (await users.findByEmail(email)) return;
      for (const claim of await registrationClaims.findByEmail(email)) {
        const token = newToken();
        // A link that could not be mailed (the address had its fill of mail this hour) replaces nothing.
        if (
          !(await enqueueVisitorMail(
            outbox,
            verificationMail(this.mail, claim, token, DEFAULT_LANGUAGE),
            now,
          ))
        )
          return;
        const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS['verify-email']);
        await registrationClaims.renewLink(claim.id, await hashToken(token), expiresAt);
      }
    });
  }
}
