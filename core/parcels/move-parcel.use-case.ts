import type { Actor } from '../shared/actor.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import {
  HANDED_OVER,
  type Parcel,
  type ParcelEvent,
  type ParcelStatus,
  isClaimed,
  movesForward,
} from './parcel.js';
import { dueForParcels } from './parcel-charge.js';
import { parcelNotices } from './parcel-mails.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import type { CollectionCodeRepository, ParcelRepository, ParcelsPorts } from './parcels.ports.js';
import { SHIPMENT_NUMBER } from './parcels.schema.js';
import { normaliseTrackingNumber } from './track-page.js';
import { isHeld } from './shipment.js';
import { CODE_LOCK_MS, MAX_WRONG_CODES, issueCode, shipmentOf } from './collection-code.js';
import type { Collector } from './parcel-handover.js';

type HandoverRefusal = ParcelError<'PARCELS.WRONG_CODE' | 'PARCELS.CODE_LOCKED' | 'PARCELS.CODE_NEEDED'>;

/**
 * Why a handover may not go ahead on what staff gave, if it may not: it takes the shipment's collection code (not
 * while the code is locked), or else a stated reason. A wrong code is counted; the fifth in a row locks the code
 * for an hour.
 */
async function handoverRefusal(
  codes: CollectionCodeRepository,
  parcel: Parcel,
  given: { code: string | undefined; reason: string | undefined },
  now: Date,
): Promise<HandoverRefusal | undefined> {
  if (given.code === undefined) return given.reason === undefined ? PARCEL_ERRORS.codeNeeded : undefined;
  const shipment = shipmentOf(parcel);
  const kept = await codes.find(shipment);
  if (kept?.lockedUntil && kept.lockedUntil > now) return PARCEL_ERRORS.codeLocked(kept.lockedUntil);
  if (kept?.code === given.code) return undefined;
  const counted = await codes.countWrong(shipment, MAX_WRONG_CODES, new Date(now.getTime() + CODE_LOCK_MS));
  if (counted?.lockedUntil && counted.lockedUntil > now) return PARCEL_ERRORS.codeLocked(counted.lockedUntil);
  return PARCEL_ERRORS.wrongCode(MAX_WRONG_CODES - (counted?.wrongTries ?? 0));
}

/** The parcel a reference names: by our parcel number or the carrier's, or a box's first parcel by the box's. */
async function parcelOf(parcels: ParcelRepository, reference: string): Promise<Parcel | undefined> {
  const normalised = normaliseTrackingNumber(reference);
  if (SHIPMENT_NUMBER.test(normalised)) return (await parcels.inShipment(normalised))[0];
  return parcels.find(normalised);
}

/**
 * Moves a parcel one or more steps forward, records the dated event and queues its owner's notice. A parcel
 * packed with others moves with its box: every parcel of the box takes the step. A parcel held to travel with
 * others does not leave on its own, nor does an unclaimed one (until staff assign it). A parcel is handed over
 * only once all it owes is paid (its shipping or its box's, its storage days, its insurance: release on payment)
 * and against the collection code its owner was sent when it became ready; staff release one unpaid, or without
 * the code, only with a stated reason, which the event keeps. The step to ready issues the code. A handover
 * names who collected it (proof of handover), kept once for the shipment with who handed it over. The staff
 * member's move is recorded in the audit trail in the same transaction (the box's once, under the parcel named).
 */
export class MoveParcelUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<
      ParcelsPorts & AccountsPorts & LedgerPorts & MailPorts & AuditPorts
    >,
    private readonly clock: Clock,
  ) {}

  execute(
    reference: string,
    status: ParcelStatus,
    reason?: string,
    code?: string,
    actor?: Actor,
    collector?: Collector,
  ): Promise<
    Result<
      Parcel,
      | ParcelError<
          | 'PARCELS.NOT_FOUND'
          | 'PARCELS.NOT_FORWARD'
          | 'PARCELS.UNPAID'
          | 'PARCELS.HELD'
          | 'PARCELS.UNCLAIMED'
        >
      | HandoverRefusal
    >
  > {
    const now = this.clock.now();
    return this.unitOfWork.run(
      async ({ parcels, users, ledger, outbox, collectionCodes, parcelHandovers, auditTrail }) => {
        const parcel = await parcelOf(parcels, reference);
        if (!parcel) return fail(PARCEL_ERRORS.parcelNotFound);
        if (!movesForward(parcel.status, status)) return fail(PARCEL_ERRORS.notForward);
        if (isHeld(parcel)) return fail(PARCEL_ERRORS.held);
        if (!isClaimed(parcel)) return fail(PARCEL_ERRORS.unclaimed);
        if (status === HANDED_OVER) {
          // A wrong code is counted even though the move is refused: this transaction commits it.
          const refused = await handoverRefusal(collectionCodes, parcel, { code, reason }, now);
          if (refused) return fail(refused);
        }
        const boxMates =
          parcel.shipmentNumber === null
            ? []
            : (await parcels.inShipment(parcel.shipmentNumber)).filter((p) => p.number !== parcel.number);
        if (status === HANDED_OVER && reason === undefined) {
          // The box is handed over as one: its shipping, and every charge of each of its parcels.
          const owed = await dueForParcels(ledger, parcel.userId, [parcel, ...boxMates]);
          if (owed > 0) return fail(PARCEL_ERRORS.unpaid(owed));
        }
        const event: ParcelEvent = { status, at: now, ...(reason !== undefined && { reason }) };
        // Another move of this parcel may have been decided since it was read.
        if ((await parcels.moveTo(parcel.number, event)) === 'not-forward')
          return fail(PARCEL_ERRORS.notForward);
        for (const mate of boxMates) await parcels.moveTo(mate.number, event);
        if (status === 'ready') await issueCode(collectionCodes, parcel, now);
        if (status === HANDED_OVER && collector && actor) {
          const { name, idLast4, signature } = collector;
          await parcelHandovers.record(
            {
              shipment: shipmentOf(parcel),
              collectedBy: name,
              idLast4,
              signed: signature !== null,
              withCode: code !== undefined,
              at: now,
              by: actor.staffEmail,
            },
            signature,
          );
        }
        const owner = await users.findById(parcel.userId);
        // The same notice a status file queues for this step, by the same rule: one for the box's parcels.
        await outbox.enqueueToCompose(
          parcelNotices([{ ownerId: parcel.userId, ownerEmail: owner?.email ?? null, status, at: now }]),
          now,
        );
        await recordAudit(auditTrail, actor && { ...actor, ...(reason !== undefined && { reason }) }, now, {
          action: status === HANDED_OVER ? 'parcel.handed-over' : 'parcel.moved',
          subjectKind: 'parcel',
          subjectId: parcel.number,
          accountId: parcel.accountId,
          details: {
            from: parcel.status,
            to: status,
            box: parcel.shipmentNumber,
            ...(status === HANDED_OVER && {
              withCode: code !== undefined,
              collectedBy: collector?.name ?? null,
            }),
          },
        });
        return ok({ ...parcel, status, events: [...parcel.events, event] });
      },
    );
  }
}
