import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import { ACCOUNT_ERRORS, type AccountError } from './account.errors.js';
import type { Credentials } from './account.schema.js';
import {
  type PasswordHasher,
  type RegistrationClaimRepository,
  type UserRepository,
} from './accounts.ports.js';
import { passwordCheck } from './password-check.js';
import { type PublicUser, toPublicUser } from './user.js';

export class LogInUseCase {
  /** An unknown address costs the same argon2 work as a known one. */
  private readonly matches: ReturnType<typeof passwordCheck>;

  constructor(
    private readonly users: UserRepository,
    private readonly claims: RegistrationClaimRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {
    this.matches = passwordCheck(hasher);
  }

  async execute(
    input: Credentials,
  ): Promise<
    Result<
      PublicUser,
      AccountError<'ACCOUNT.INVALID_CREDENTIALS' | 'ACCOUNT.EMAIL_NOT_VERIFIED' | 'ACCOUNT.SIGN_IN_BLOCKED'>
    >
  > {
    const user = await this.users.findByEmail(input.email);
    if (!user) {
      // An address without an account: the right password of its newest registration earns the offer of a new
      // link, nothing more. One hash is checked whatever the address holds, so the time tells nothing.
      const [newest] = await this.claims.findByEmail(input.email);
      const matches = await this.matches(newest?.passwordHash, input.password);
      return fail(matches ? ACCOUNT_ERRORS.emailNotVerified : ACCOUNT_ERRORS.invalidCredentials);
    }
    if (!(await this.matches(user.passwordHash, input.password)))
      return fail(ACCOUNT_ERRORS.invalidCredentials);
    if (!user.isEmailVerified) return fail(ACCOUNT_ERRORS.emailNotVerified);
    // Only the right password learns of the block: a guesser hears what any wrong password hears.
    if (user.blockedReason) return fail(ACCOUNT_ERRORS.signInBlocked);
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.update(
        user.id,
        { passwordHash: await this.hasher.hash(input.password) },
        this.clock.now(),
      );
    }
    return ok(toPublicUser(user));
  }
}
