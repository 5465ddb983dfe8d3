import type { Clock } from '../shared/clock.js';
import { type Result, ok } from '../shared/result.js';
import type { UnitOfWork } from '../unit-of-work.ports.js';
import type { AccountError } from './account.errors.js';
import { type PublicUser, toPublicUser } from './user.js';
import { redeemEmailToken } from './redeem-email-token.js';

export class VerifyEmailUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** `token` is the one in the mailed link. */
  execute(token: string): Promise<Result<PublicUser, AccountError>> {
    return this.unitOfWork.run(async (ports) => {
      const redeemed = await redeemEmailToken(ports, this.clock, token, 'verify-email');
      if (!redeemed.ok) return redeemed;
      await ports.users.update(redeemed.value.id, { isEmailVerified: true }, this.clock.now());
      return ok(toPublicUser({ ...redeemed.value, isEmailVerified: true }));
    });
  }
}
