import { recordAudit } from '../audit/record-audit.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/clock.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { type Result, fail, ok } from '../shared/result.js';
import { inRoleOrder } from '../shared/staff-roles.js';
import { ACCOUNT_ERRORS, type AccountError } from './account.errors.js';
import type { StaffRoleChange } from './account.schema.js';
import { type PublicUser, toPublicUser } from './user.js';
import type { AccountsPorts } from './accounts.ports.js';

/**
 * Grants or revokes one staff role; staff do this from the command line. Granting a role held already, or revoking
 * one not held, changes nothing and is no error. The guards read the user on every request, so a revoked role
 * counts at the next one. A change is recorded in the audit trail with who made it, in its transaction.
 */
export class ChangeStaffRoleUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<AccountsPorts & AuditPorts>,
    private readonly clock: Clock,
  ) {}

  /** `actor` is who changes it (the command's operator); a test's set-up may leave it out. */
  execute(
    { email, role, change }: StaffRoleChange,
    actor?: Actor,
  ): Promise<Result<PublicUser, AccountError<'ACCOUNT.NOT_FOUND' | 'ACCOUNT.EMAIL_NOT_VERIFIED'>>> {
    return this.unitOfWork.run(async ({ users, registrationClaims, auditTrail }) => {
      const user = await users.findByEmail(email);
      if (!user) {
        // Registered but not verified yet: staff hear why, rather than of no account at all.
        const pending = (await registrationClaims.findByEmail(email)).length > 0;
        return fail(pending ? ACCOUNT_ERRORS.roleNeedsVerifiedEmail : ACCOUNT_ERRORS.userNotFound);
      }
      if (change === 'grant' && !user.isEmailVerified) return fail(ACCOUNT_ERRORS.roleNeedsVerifiedEmail);
      const roles = inRoleOrder(
        change === 'grant' ? [...user.roles, role] : user.roles.filter((held) => held !== role),
      );
      const now = this.clock.now();
      await users.update(user.id, { roles }, now);
      if (roles.length !== user.roles.length)
        await recordAudit(auditTrail, actor, now, {
          action: change === 'grant' ? 'staff.role-granted' : 'staff.role-revoked',
          subjectKind: 'account',
          subjectId: user.accountId,
          accountId: user.accountId,
          details: { role, email: user.email },
        });
      return ok(toPublicUser({ ...user, roles }));
    });
  }
}
