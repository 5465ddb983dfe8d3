import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import { ACCOUNT_ERRORS, type AccountError } from './account.errors.js';
import type { AdminRoleChange } from './account.schema.js';
import { type PublicUser, toPublicUser } from './user.js';
import { type RegistrationClaimRepository, type UserRepository } from './accounts.ports.js';

/** Grants or revokes the admin role; staff do this from the command line. */
export class SetAdminRoleUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly claims: RegistrationClaimRepository,
    private readonly clock: Clock,
  ) {}

  async execute({
    email,
    isAdmin,
  }: AdminRoleChange): Promise<
    Result<PublicUser, AccountError<'ACCOUNT.NOT_FOUND' | 'ACCOUNT.EMAIL_NOT_VERIFIED'>>
  > {
    const user = await this.users.findByEmail(email);
    if (!user) {
      // Registered but not verified yet: staff hear why, rather than of no account at all.
      const pending = (await this.claims.findByEmail(email)).length > 0;
      return fail(pending ? ACCOUNT_ERRORS.adminNeedsVerifiedEmail : ACCOUNT_ERRORS.userNotFound);
    }
    if (isAdmin && !user.isEmailVerified) return fail(ACCOUNT_ERRORS.adminNeedsVerifiedEmail);
    await this.users.update(user.id, { isAdmin }, this.clock.now());
    return ok(toPublicUser({ ...user, isAdmin }));
  }
}
