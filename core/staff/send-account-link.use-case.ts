import type { UserRepository } from '../accounts/accounts.ports.js';
import type { RequestPasswordResetUseCase } from '../accounts/request-password-reset.use-case.js';
import type { Actor } from '../shared/actor.js';
import { type Result, fail, ok } from '../shared/result.js';
import { STAFF_ERRORS, type StaffError } from './staff.errors.js';

/** The links staff may send a customer from their page. */
export type AccountLink = 'verification' | 'password-reset';

/**
 * Mails a site account a password-reset link, or, while its address is unverified, the link that verifies it. An
 * account is made verified, so an unverified one dates from before registration claims, and the accounts area
 * proves such an address by a password reset (its README): both links are the accounts area's reset mail, whose
 * rules (one hour, single use, older links retired) stay there.
 */
export class SendAccountLinkUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly passwordReset: Pick<RequestPasswordResetUseCase, 'execute'>,
  ) {}

  /** `_actor` is who sends it: the record of who did it hooks in here. */
  async execute(
    _actor: Actor,
    accountId: string,
    link: AccountLink,
  ): Promise<Result<{ sentTo: string }, StaffError<'STAFF.NO_SITE_ACCOUNT' | 'STAFF.ALREADY_VERIFIED'>>> {
    const user = await this.users.findByAccountId(accountId);
    if (!user) return fail(STAFF_ERRORS.noSiteAccount);
    if (link === 'verification' && user.isEmailVerified) return fail(STAFF_ERRORS.alreadyVerified);
    await this.passwordReset.execute({ email: user.email });
    return ok({ sentTo: user.email });
  }
}
