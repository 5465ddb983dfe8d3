import { newLedgerEntry } from '../ledger/ledger-entry.js';
import { PARCEL_SOURCES } from './parcel-ledger-sources.js';
import { INSURANCE_PERCENT } from '../pricing/tariffs.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { formatUsd } from '../shared/money.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { ParcelsPorts } from './parcels.ports.js';
import type { LedgerPorts } from '../ledger/ledger.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { type DeclaredParcel, heldParcel } from './declare-contents.use-case.js';
import { declaredValueCents, insuranceFor, isAtWarehouse } from './parcel-contents.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';

/**
 * The owner insures a parcel waiting at the warehouse for 3% of its declared value, charged to the account's
 * ledger once: asked again (or twice at once), it answers the parcel as it is and posts nothing. The contents are
 * fixed from then on.
 */
export class InsureParcelUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<ParcelsPorts & LedgerPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
  ) {}

  execute(
    userId: string,
    reference: string,
  ): Promise<
    Result<
      DeclaredParcel,
      ParcelError<'PARCELS.NOT_FOUND' | 'PARCELS.NOT_AT_WAREHOUSE' | 'PARCELS.CONTENTS_NOT_DECLARED'>
    >
  > {
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ parcels, parcelContents, ledger }) => {
      // Held until this ends: a second request at once waits, then finds it insured.
      const parcel = await heldParcel(parcels, parcelContents, reference);
      if (parcel?.userId !== userId) return fail(PARCEL_ERRORS.parcelNotFound);
      const declared = await parcelContents.find(parcel.number);
      // Insured already: the same response wherever the parcel is now, and nothing posted.
      if (declared?.insuranceCents != null) return ok({ parcel, contents: declared });
      if (!isAtWarehouse(parcel)) return fail(PARCEL_ERRORS.notAtWarehouse);
      if (!declared) return fail(PARCEL_ERRORS.contentsNotDeclared);
      const insuranceCents = insuranceFor(declared.items);
      if ((await parcelContents.insure(parcel.number, insuranceCents)) !== 'insured')
        throw new Error(`the contents of ${parcel.number} changed while they were held`);
      if (insuranceCents > 0)
        await ledger.post(
          newLedgerEntry(
            {
              id: this.ids.next(),
              userId: parcel.userId,
              kind: 'charge',
              amountCents: insuranceCents,
              source: PARCEL_SOURCES.parcelInsurance(parcel.number),
              description: `Insurance for parcel ${parcel.number}: ${String(INSURANCE_PERCENT)}% of the ${formatUsd(declaredValueCents(declared.items))} declared`,
              subject: parcel.number,
            },
            now,
          ),
        );
      return ok({ parcel, contents: { ...declared, insuranceCents } });
    });
  }
}
