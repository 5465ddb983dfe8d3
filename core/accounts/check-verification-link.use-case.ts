import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { AccountsPorts } from './accounts.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { LinkRefusal } from './account.errors.js';
import { hashToken } from './email-tokens.js';
import { linkRefusal } from './registration-claim.js';

/**
 * Whether a verification link can still verify, before its page asks for the password: it changes nothing. A
 * link opened again after its address was verified says so, and nothing more.
 */
export class CheckVerificationLinkUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<AccountsPorts>,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<Result<'open', LinkRefusal>> {
    const tokenHash = await hashToken(token);
    const refusal = await this.unitOfWork.run(async (ports) => {
      const claim = await ports.registrationClaims.findByTokenHash(tokenHash);
      return linkRefusal(ports, tokenHash, claim, this.clock.now());
    });
    return refusal ? fail(refusal) : ok('open');
  }
}
