import type { Actor } from '../shared/actor.js';
import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { SessionRevoker } from '../shared/signed-in.js';
import { ACCOUNT_ERRORS, type AccountError } from './account.errors.js';
import type { UserRepository } from './accounts.ports.js';

/** Blocked with the staff's reason, or unblocked. */
export type SignInBlock = { blocked: true; reason: string } | { blocked: false };

/**
 * Blocks or unblocks an account's sign-in. A block ends every session of the account at once (on every instance)
 * and its log-in is refused with a sentence that sends the owner to support; an unblock lets them sign in again.
 */
export class SetSignInBlockUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRevoker,
    private readonly clock: Clock,
  ) {}

  /** `_actor` is who blocks: the record of who did it hooks in here. */
  async execute(
    _actor: Actor,
    accountId: string,
    block: SignInBlock,
  ): Promise<Result<SignInBlock, AccountError<'ACCOUNT.NOT_FOUND'>>> {
    const user = await this.users.findByAccountId(accountId);
    if (!user) return fail(ACCOUNT_ERRORS.userNotFound);
    await this.users.update(
      user.id,
      { blockedReason: block.blocked ? block.reason : null },
      this.clock.now(),
    );
    if (block.blocked) await this.sessions.revokeAllFor(user.id);
    return ok(block);
  }
}
