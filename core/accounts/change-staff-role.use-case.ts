import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import { inRoleOrder } from '../shared/staff-roles.js';
import { ACCOUNT_ERRORS, type AccountError } from './account.errors.js';
import type { StaffRoleChange } from './account.schema.js';
import { type PublicUser, toPublicUser } from './user.js';
import { type RegistrationClaimRepository, type UserRepository } from './accounts.ports.js';

/**
 * Grants or revokes one staff role; staff do this from the command line. Granting a role held already, or revoking
 * one not held, changes nothing and is no error. The guards read the user on every request, so a revoked role
 * counts at the next one.
 */
export class ChangeStaffRoleUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly claims: RegistrationClaimRepository,
    private readonly clock: Clock,
  ) {}

  async execute({
    email,
    role,
    change,
  }: StaffRoleChange): Promise<
    Result<PublicUser, AccountError<'ACCOUNT.NOT_FOUND' | 'ACCOUNT.EMAIL_NOT_VERIFIED'>>
  > {
    const user = await this.users.findByEmail(email);
    if (!user) {
      // Registered but not verified yet: staff hear why, rather than of no account at all.
      const pending = (await this.claims.findByEmail(email)).length > 0;
      return fail(pending ? ACCOUNT_ERRORS.roleNeedsVerifiedEmail : ACCOUNT_ERRORS.userNotFound);
    }
    if (change === 'grant' && !user.isEmailVerified) return fail(ACCOUNT_ERRORS.roleNeedsVerifiedEmail);
    const roles = inRoleOrder(
      change === 'grant' ? [...user.roles, role] : user.roles.filter((held) => held !== role),
    );
    await this.users.update(user.id, { roles }, this.clock.now());
    return ok(toPublicUser({ ...user, roles }));
  }
}
