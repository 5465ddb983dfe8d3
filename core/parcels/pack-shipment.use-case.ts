import type { AccountMailContext } from '../accounts/account-mails.js';
import type { Actor } from '../shared/actor.js';
import type { AuditPorts } from '../audit/audit.ports.js';
import { recordAudit } from '../audit/record-audit.js';
import { newLedgerEntry, LEDGER_SOURCES } from '../ledger/ledger-entry.js';
import { PARCEL_SOURCES } from './parcel-ledger-sources.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { formatUsd } from '../shared/money.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { ParcelsPorts } from './parcels.ports.js';
import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import { type BoxMeasures, type Shipment, priceBox } from './shipment.js';
import { shipmentPackedMail } from './shipment-mails.js';

/** The box's one charge, and the reversal of each parcel's own charge that still stands. */
async function postBoxCharges(
  { ledger }: LedgerPorts,
  ids: Ids,
  shipment: Shipment,
  staff: string,
  at: Date,
): Promise<void> {
  for (const number of shipment.parcels) {
    const charge = await ledger.findBySource(PARCEL_SOURCES.parcelCharge(number));
    if (!charge || charge.reversedBy !== null) continue;
    await ledger.post(
      newLedgerEntry(
        {
          id: ids.next(),
          userId: shipment.userId,
          kind: 'reversal',
          amountCents: charge.amountCents,
          source: LEDGER_SOURCES.reversalOf(charge.id),
          description: `Reversed: ${charge.description}, replaced by box ${shipment.number}`,
          subject: number,
          reverses: charge.id,
          reason: `Replaced by box ${shipment.number}`,
          postedBy: staff,
        },
        at,
      ),
    );
  }
  if (shipment.chargeCents <= 0) return;
  const saving =
    shipment.savingCents > 0 ? ` (less ${formatUsd(shipment.savingCents)} of pre-alert savings)` : '';
  await ledger.post(
    newLedgerEntry(
      {
        id: ids.next(),
        userId: shipment.userId,
        kind: 'charge',
        amountCents: shipment.chargeCents,
        source: PARCEL_SOURCES.shipmentCharge(shipment.number),
        description: `Shipping for box ${shipment.number} (parcels ${shipment.parcels.join(', ')}): ${shipment.weights.chargeableKg.toFixed(2)} kg chargeable${saving}`,
        postedBy: staff,
      },
      at,
    ),
  );
}

/**
 * Staff pack a ship request's parcels into one box, weighed and measured: the box is a shipment charged once at
 * the account's tariff on its own chargeable weight, the parcels' own charges are reversed (their pre-alert
 * savings kept), the request is closed and the owner mailed. One transaction: an error stores nothing, and a
 * withdrawal at the same moment goes first or finds it packed.
 */
export class PackShipmentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<
      ParcelsPorts & AccountsPorts & LedgerPorts & MailPorts & AuditPorts
    >,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly mail: AccountMailContext,
  ) {}

  execute(
    requestId: string,
    box: BoxMeasures,
    staff: string,
    actor?: Actor,
  ): Promise<
    Result<Shipment, ParcelError<'PARCELS.SHIP_REQUEST_NOT_FOUND' | 'PARCELS.SHIP_REQUEST_CLOSED'>>
  > {
    const now = this.clock.now();
    return this.unitOfWork.run(async (ports) => {
      const { parcels, shipments, users, outbox } = ports;
      const request = await shipments.findRequest(requestId, { lock: true });
      if (!request) return fail(PARCEL_ERRORS.shipRequestNotFound);
      if (request.status !== 'requested') return fail(PARCEL_ERRORS.shipRequestClosed);
      const members = await parcels.lockMine(request.userId, request.parcels);
      const destination = members[0]?.destination ?? 'kenya';
      const shipment: Shipment = {
        number: await shipments.nextNumber(),
        userId: request.userId,
        accountId: request.accountId,
        destination,
        parcels: members.map((p) => p.number),
        ...priceBox(members, box, destination),
        packedBy: staff,
        packedAt: now,
      };
      await shipments.add(shipment);
      await parcels.packInto(shipment.parcels, shipment.number);
      await shipments.closeRequest(request.id, 'packed', now, shipment.number);
      await postBoxCharges(ports, this.ids, shipment, staff, now);
      await recordAudit(ports.auditTrail, actor, now, {
        action: 'shipment.packed',
        subjectKind: 'shipment',
        subjectId: shipment.number,
        accountId: shipment.accountId,
        details: { parcels: shipment.parcels.join(', '), chargeCents: shipment.chargeCents },
      });
      const owner = await users.findById(request.userId);
      if (owner) await outbox.enqueue(shipmentPackedMail(this.mail, owner, shipment), now);
      return ok(shipment);
    });
  }
}
