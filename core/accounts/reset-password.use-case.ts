import type { Clock } from '../shared/clock.js';
import { type Result, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { TokenRefusal } from './account.errors.js';
import type { PasswordReset } from './account.schema.js';
import type { AccountsPorts, PasswordHasher } from './accounts.ports.js';
import type { SessionRevoker } from '../shared/signed-in.js';
import { redeemEmailToken } from './redeem-email-token.js';

/** Sets a new password from a reset link and ends every session of the account. */
export class ResetPasswordUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<AccountsPorts>,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionRevoker,
    private readonly clock: Clock,
  ) {}

  /** Returns the account's e-mail address, so that the caller can lift the sign-in limits on it. */
  async execute({ token, password }: PasswordReset): Promise<Result<{ email: string }, TokenRefusal>> {
    const passwordHash = await this.hasher.hash(password);
    const result = await this.unitOfWork.run(async (ports) => {
      const redeemed = await redeemEmailToken(ports, this.clock, token, 'reset-password');
      if (!redeemed.ok) return redeemed;
      // The reset link reached the mailbox, which proves the address as well as a verification link would.
      await ports.users.update(redeemed.value.id, { passwordHash, isEmailVerified: true }, this.clock.now());
      return ok(redeemed.value);
    });
    if (!result.ok) return result;
    await this.sessions.revokeAllFor(result.value.id);
    return ok({ email: result.value.email });
  }
}
