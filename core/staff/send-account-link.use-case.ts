import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { RequestPasswordResetUseCase } from '../accounts/request-password-reset.use-case.js';
import { recordAudit } from '../audit/record-audit.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import type { DeskActor } from '../shared/actor.js';
import type { Clock } from '../shared/clock.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { type Result, fail, ok } from '../shared/result.js';
import { STAFF_ERRORS, type StaffError } from './staff.errors.js';

/** The links staff may send a customer from their page. */
export type AccountLink = 'verification' | 'password-reset';

/**
 * Mails a site account a password-reset link, or, while its address is unverified, the link that verifies it. An
 * account is made verified, so an unverified one dates from before registration claims, and the accounts area
 * proves such an address by a password reset (its README): both links are the accounts area's reset mail, whose
 * rules (one hour, single use, older links retired) stay there. The audit trail records the sending once the mail
 * is queued (the accounts area queues it in a transaction of its own).
 */
export class SendAccountLinkUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<Pick<AccountsPorts, 'users'> & AuditPorts>,
    private readonly passwordReset: Pick<RequestPasswordResetUseCase, 'execute'>,
    private readonly clock: Clock,
  ) {}

  async execute(
    actor: DeskActor,
    accountId: string,
    link: AccountLink,
  ): Promise<Result<{ sentTo: string }, StaffError<'STAFF.NO_SITE_ACCOUNT' | 'STAFF.ALREADY_VERIFIED'>>> {
    const user = await this.unitOfWork.run(({ users }) => users.findByAccountId(accountId));
    if (!user) return fail(STAFF_ERRORS.noSiteAccount);
    if (link === 'verification' && user.isEmailVerified) return fail(STAFF_ERRORS.alreadyVerified);
    await this.passwordReset.execute({ email: user.email });
    await this.unitOfWork.run(({ auditTrail }) =>
      recordAudit(auditTrail, actor, this.clock.now(), {
        action: 'account.link-sent',
        subjectKind: 'account',
        subjectId: user.accountId,
        accountId: user.accountId,
        details: { link },
      }),
    );
    return ok({ sentTo: user.email });
  }
}
