import type { Actor } from '../shared/actor.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import { recordAudit } from '../audit/record-audit.js';
import { newLedgerEntry, LEDGER_SOURCES } from '../ledger/ledger-entry.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { PaymentsPorts } from './payments.ports.js';
import { PAYMENT_ERRORS, type PaymentError } from './payments.errors.js';
import { type StaffEntry, staffEntry } from './staff-entry.js';

/**
 * Staff undo an entry in full, saying why: a new entry, the reversal, is posted; the entry itself is never
 * changed. An entry is reversed once, and a reversal is never reversed (post the entry again instead).
 */
export class ReverseEntryUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<PaymentsPorts & LedgerPorts & AccountsPorts & AuditPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
  ) {}

  execute(
    entryId: string,
    reason: string,
    staffEmail: string,
    actor?: Actor,
  ): Promise<Result<StaffEntry, PaymentError<'PAYMENTS.ENTRY_NOT_FOUND' | 'PAYMENTS.ALREADY_REVERSED'>>> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (ports) => {
      const { ledger } = ports;
      const target = await ledger.find(entryId);
      if (!target) return fail(PAYMENT_ERRORS.entryNotFound);
      if (target.kind === 'reversal' || target.reversedBy !== null)
        return fail(PAYMENT_ERRORS.alreadyReversed);
      const reversal = newLedgerEntry(
        {
          id: this.ids.next(),
          userId: target.userId,
          kind: 'reversal',
          amountCents: target.amountCents,
          source: LEDGER_SOURCES.reversalOf(target.id),
          description: `Reversed: ${target.description}`,
          reference: target.reference,
          subject: target.subject,
          reverses: target.id,
          reason,
          postedBy: staffEmail,
        },
        now,
      );
      // Two reversals of one entry at once: the unique source decides, and the later posts nothing.
      if ((await ledger.post(reversal)) === 'duplicate') return fail(PAYMENT_ERRORS.alreadyReversed);
      const posted = await staffEntry(ports, reversal.id);
      await recordAudit(ports.auditTrail, actor && { ...actor, reason }, now, {
        action: 'entry.reversed',
        subjectKind: 'entry',
        subjectId: target.id,
        accountId: posted.accountId,
        details: { reversal: reversal.id, amountCents: target.amountCents, kind: target.kind },
      });
      return ok(posted);
    });
  }
}
