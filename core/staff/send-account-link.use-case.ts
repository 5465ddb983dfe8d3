import type { UserRepository } from '../accounts/accounts.ports.js';
import type { RequestPasswordResetUseCase } from '../accounts/request-password-reset.use-case.js';
import type { ResendVerificationUseCase } from '../accounts/resend-verification.use-case.js';
import type { Actor } from '../shared/actor.js';
import { type Result, fail, ok } from '../shared/result.js';
import { STAFF_ERRORS, type StaffError } from './staff.errors.js';

/** The links staff may send a customer from their page. */
export type AccountLink = 'verification' | 'password-reset';

/** The accounts area's own use cases that mail each link: the rules (lifetime, older links retired) stay there. */
export interface LinkMailers {
  verification: Pick<ResendVerificationUseCase, 'execute'>;
  passwordReset: Pick<RequestPasswordResetUseCase, 'execute'>;
}

/** Mails a site account a new verification link (while it is unverified) or a password-reset link. */
export class SendAccountLinkUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly mailers: LinkMailers,
  ) {}

  /** `_actor` is who sends it: the record of who did it hooks in here. */
  async execute(
    _actor: Actor,
    accountId: string,
    link: AccountLink,
  ): Promise<Result<{ sentTo: string }, StaffError<'STAFF.NO_SITE_ACCOUNT' | 'STAFF.ALREADY_VERIFIED'>>> {
    const user = await this.users.findByAccountId(accountId);
    if (!user) return fail(STAFF_ERRORS.noSiteAccount);
    if (link === 'verification') {
      if (user.isEmailVerified) return fail(STAFF_ERRORS.alreadyVerified);
      await this.mailers.verification.execute({ email: user.email });
    } else {
      await this.mailers.passwordReset.execute({ email: user.email });
    }
    return ok({ sentTo: user.email });
  }
}
