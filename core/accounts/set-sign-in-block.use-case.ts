import { recordAudit } from '../audit/record-audit.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import type { DeskActor } from '../shared/actor.js';
import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { SessionRevoker } from '../shared/signed-in.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { ACCOUNT_ERRORS, type AccountError } from './account.errors.js';
import type { AccountsPorts } from './accounts.ports.js';

/** Blocked with the staff's reason, or unblocked. */
export type SignInBlock = { blocked: true; reason: string } | { blocked: false };

/**
 * Blocks or unblocks an account's sign-in, recorded in the audit trail with who did it and why in the same
 * transaction. A block ends every session of the account at once (on every instance) and its log-in is refused
 * with a sentence that sends the owner to support; an unblock lets them sign in again.
 */
export class SetSignInBlockUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<AccountsPorts & AuditPorts>,
    private readonly sessions: SessionRevoker,
    private readonly clock: Clock,
  ) {}

  async execute(
    actor: DeskActor,
    accountId: string,
    block: SignInBlock,
  ): Promise<Result<SignInBlock, AccountError<'ACCOUNT.NOT_FOUND'>>> {
    const now = this.clock.now();
    const changed = await this.unitOfWork.run(async ({ users, auditTrail }) => {
      const user = await users.findByAccountId(accountId);
      if (!user) return fail(ACCOUNT_ERRORS.userNotFound);
      await users.update(user.id, { blockedReason: block.blocked ? block.reason : null }, now);
      await recordAudit(auditTrail, block.blocked ? { ...actor, reason: block.reason } : actor, now, {
        action: block.blocked ? 'account.sign-in-blocked' : 'account.sign-in-unblocked',
        subjectKind: 'account',
        subjectId: user.accountId,
        accountId: user.accountId,
        details: {},
      });
      return ok(user.id);
    });
    if (!changed.ok) return changed;
    // After the commit: a session revoked before it could be made again by a sign-in the block had not yet stopped.
    if (block.blocked) await this.sessions.revokeAllFor(changed.value);
    return ok(block);
  }
}
