import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import { ACCOUNT_ERRORS, type AccountError } from './account.errors.js';
import type { Credentials } from './account.schema.js';
import { type PasswordHasher, type UserRepository } from './accounts.ports.js';
import { type PublicUser, toPublicUser } from './user.js';

export class LogInUseCase {
  /** Made once, so that an unknown address costs the same argon2 work as a known one. */
  private decoyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(input: Credentials): Promise<Result<PublicUser, AccountError>> {
    const user = await this.users.findByEmail(input.email);
    if (!user) {
      this.decoyHash ??= this.hasher.hash(crypto.randomUUID());
      await this.hasher.verify(await this.decoyHash, input.password);
      return fail(ACCOUNT_ERRORS.invalidCredentials);
    }
    if (!(await this.hasher.verify(user.passwordHash, input.password)))
      return fail(ACCOUNT_ERRORS.invalidCredentials);
    if (!user.isEmailVerified) return fail(ACCOUNT_ERRORS.emailNotVerified);
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
