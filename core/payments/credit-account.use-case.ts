import type { Actor } from '../shared/actor.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import { recordAudit } from '../audit/record-audit.js';
import { newLedgerEntry } from '../ledger/ledger-entry.js';
import { PAYMENT_SOURCES } from './payment-ledger-sources.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { PAYMENT_ERRORS, type PaymentError } from './payments.errors.js';
import type { CreditAccountInput } from './payments.schema.js';
import { type StaffEntry, staffEntry } from './staff-entry.js';
import type { PaymentPostedFollowUp } from './payments.ports.js';

/**
 * Staff credit an account as goodwill, saying why; the credit pays the account's oldest charges first, and so may
 * complete the first parcel that earns the account's referrer their credit.
 */
export class CreditAccountUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<LedgerPorts & AccountsPorts & AuditPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
    /** What follows each payment or credit posted (another area's work, bound by that area). */
    private readonly paymentPosted: PaymentPostedFollowUp,
  ) {}

  execute(
    input: CreditAccountInput,
    staffEmail: string,
    actor?: Actor,
  ): Promise<Result<StaffEntry, PaymentError<'PAYMENTS.UNKNOWN_ACCOUNT'>>> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (ports, transaction) => {
      const owner = await ports.users.findByAccountId(input.accountId);
      if (!owner) return fail(PAYMENT_ERRORS.unknownAccount);
      const id = this.ids.next();
      const credit = newLedgerEntry(
        {
          id,
          userId: owner.id,
          kind: 'credit',
          amountCents: input.amountUsd,
          source: PAYMENT_SOURCES.goodwillCredit(id),
          description: `Goodwill credit: ${input.reason}`,
          reason: input.reason,
          postedBy: staffEmail,
        },
        now,
      );
      await ports.ledger.post(credit);
      await recordAudit(ports.auditTrail, actor && { ...actor, reason: input.reason }, now, {
        action: 'account.credited',
        subjectKind: 'account',
        subjectId: owner.accountId,
        accountId: owner.accountId,
        details: { entry: id, amountCents: input.amountUsd },
      });
      await this.paymentPosted.paymentPosted(transaction, owner.id, now);
      return ok(await staffEntry(ports, id));
    });
  }
}
