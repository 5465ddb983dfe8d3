import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { type AccountMailContext, verificationMail } from './account-mails.js';
import { ACCOUNT_ERRORS, type AccountError } from './account.errors.js';
import type { RegisterInput } from './account.schemas.js';
import { type PasswordHasher, type PublicUser, type User, toPublicUser } from './accounts.ports.js';
import { hashToken, newEmailToken, newToken } from './email-tokens.js';

/** Creates an unverified account and, in the same transaction, queues its verification mail. */
export class RegisterUserUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly mail: AccountMailContext,
  ) {}

  async execute(input: RegisterInput): Promise<Result<PublicUser, AccountError>> {
    // Hash before the transaction: argon2 takes tens of milliseconds and needs no database.
    const passwordHash = await this.hasher.hash(input.password);
    const token = newToken();
    const tokenHash = await hashToken(token);
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ users, emailTokens, outbox }) => {
      const user: User = {
        id: crypto.randomUUID(),
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        destination: input.destination,
        isEmailVerified: false,
        isAdmin: false,
        accountId: await users.nextAccountId(),
        createdAt: now,
        updatedAt: now,
      };
      if ((await users.addIfEmailFree(user)) === 'email-taken') return fail(ACCOUNT_ERRORS.emailTaken);
      await emailTokens.add(newEmailToken(user.id, 'verify-email', tokenHash, now));
      await outbox.enqueue(verificationMail(this.mail, user, token));
      return ok(toPublicUser(user));
    });
  }
}
