import type { Actor } from '../shared/actor.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import { recordAudit } from '../audit/record-audit.js';
import { PAYMENT_METHOD_NAMES } from '../shared/payment-methods.js';
import { PAYMENT_SOURCES } from './payment-ledger-sources.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { PAYMENT_ERRORS, type PaymentError } from './payments.errors.js';
import type { RecordPaymentInput } from './payments.schema.js';
import { postPayment } from './post-payment.js';
import { type StaffEntry, staffEntry } from './staff-entry.js';
import type { PaymentPostedFollowUp } from './payments.ports.js';

/**
 * Staff record a payment that reached us outside the site (card, bank transfer, PayPal, cash, or M-Pesa paid
 * some other way). Its reference is its source: a reference recorded before is refused and posts nothing. An
 * M-Pesa payment's reference is its receipt number, the same source as the paybill's own confirmation of it, so
 * a payment staff record and M-Pesa confirms is credited once.
 */
export class RecordPaymentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<LedgerPorts & AccountsPorts & MailPorts & AuditPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
    /** What follows each payment or credit posted (another area's work, bound by that area). */
    private readonly paymentPosted: PaymentPostedFollowUp,
  ) {}

  execute(
    input: RecordPaymentInput,
    staffEmail: string,
    actor?: Actor,
  ): Promise<Result<StaffEntry, PaymentError<'PAYMENTS.UNKNOWN_ACCOUNT' | 'PAYMENTS.DUPLICATE_REFERENCE'>>> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (ports, transaction) => {
      const owner = await ports.users.findByAccountId(input.accountId);
      if (!owner) return fail(PAYMENT_ERRORS.unknownAccount);
      const posted = await postPayment(
        ports,
        transaction,
        {
          id: this.ids.next(),
          userId: owner.id,
          amountCents: input.amountUsd,
          method: input.method,
          source:
            input.method === 'mpesa'
              ? PAYMENT_SOURCES.mpesaReceipt(input.reference)
              : PAYMENT_SOURCES.staffPayment(input.reference),
          reference: input.reference,
          description: `${PAYMENT_METHOD_NAMES[input.method]} payment, reference ${input.reference}`,
          shillings: null,
          postedBy: staffEmail,
        },
        this.paymentPosted,
        now,
      );
      if (!posted) return fail(PAYMENT_ERRORS.duplicateReference);
      await recordAudit(ports.auditTrail, actor, now, {
        action: 'payment.recorded',
        subjectKind: 'entry',
        subjectId: posted.id,
        accountId: owner.accountId,
        details: { amountCents: input.amountUsd, method: input.method, reference: input.reference },
      });
      return ok(await staffEntry(ports, posted.id));
    });
  }
}
