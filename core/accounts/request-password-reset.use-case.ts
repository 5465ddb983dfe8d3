import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import type { EmailOnly } from './account.schema.js';
import type { AccountsPorts } from './accounts.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { type AccountMailContext, passwordResetMail } from './account-mails.js';
import { mailNewLink } from './mail-new-link.js';

/** Mails a one-hour, single-use reset link if the account exists; the caller answers the same either way. */
export class RequestPasswordResetUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<AccountsPorts & MailPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly mail: AccountMailContext,
  ) {}

  async execute({ email }: EmailOnly): Promise<void> {
    await this.unitOfWork.run(async (ports) => {
      const user = await ports.users.findByEmail(email);
      if (!user) return;
      const mailWith = (token: string) => passwordResetMail(this.mail, user, token);
      await mailNewLink(ports, this.ids, user, 'reset-password', mailWith, this.clock.now());
    });
  }
}
