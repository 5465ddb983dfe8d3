import { recordAudit } from '../audit/record-audit.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import type { DeskActor } from '../shared/actor.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { STAFF_ERRORS, type StaffError } from './staff.errors.js';
import type { StaffPorts } from './staff.ports.js';
import type { StaffNoteInput } from './staff.schema.js';
import type { StaffNote } from './staff-note.js';

/** A note on a customer's page, dated and signed by the staff member who wrote it. */
export class AddNoteUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<StaffPorts & AuditPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
  ) {}

  async execute(
    actor: DeskActor,
    accountId: string,
    { text }: StaffNoteInput,
  ): Promise<Result<StaffNote, StaffError<'STAFF.CUSTOMER_NOT_FOUND'>>> {
    return this.unitOfWork.run(async ({ customerSearch, staffNotes, auditTrail }) => {
      const [customer] = await customerSearch.search({ kind: 'account-id', accountId }, null, 1);
      if (!customer) return fail(STAFF_ERRORS.customerNotFound);
      const note: StaffNote = {
        id: this.ids.next(),
        accountId: customer.accountId,
        text,
        staffUserId: actor.staffUserId,
        staffEmail: actor.staffEmail,
        at: this.clock.now(),
      };
      await staffNotes.add(note);
      await recordAudit(auditTrail, actor, note.at, {
        action: 'account.note-added',
        subjectKind: 'account',
        subjectId: customer.accountId,
        accountId: customer.accountId,
        details: { note: note.id },
      });
      return ok(note);
    });
  }
}
