import type { Clock } from '../shared/clock.js';
import { dollarsToCents } from '../shared/money.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { DeclareContents } from './contents.schema.js';
import type { Parcel } from './parcel.js';
import { type ParcelContents, isAtWarehouse } from './parcel-contents.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import { normaliseTrackingNumber } from './track-page.js';
import type { ParcelContentsRepository, ParcelRepository, ParcelsPorts } from './parcels.ports.js';

/**
 * The parcel a reference names (our number or the carrier's), held against a move or another change of its
 * contents until the transaction ends, and read again once held: where it is stays true while it is changed.
 */
export async function heldParcel(
  parcels: ParcelRepository,
  parcelContents: ParcelContentsRepository,
  reference: string,
): Promise<Parcel | undefined> {
  const found = await parcels.find(normaliseTrackingNumber(reference));
  if (!found) return undefined;
  await parcelContents.holdParcel(found.number);
  return parcels.findByNumber(found.number);
}

/** A parcel with what its owner declared is in it. */
export interface DeclaredParcel {
  parcel: Parcel;
  contents: ParcelContents;
}

/**
 * The owner says what is in a parcel waiting at the warehouse (by our number or the carrier's), replacing what
 * was declared before; once it is insured, the insured value stands and the contents are not changed.
 * Another customer's parcel is not found.
 */
export class DeclareContentsUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<ParcelsPorts>,
    private readonly clock: Clock,
  ) {}

  execute(
    userId: string,
    reference: string,
    { items }: DeclareContents,
  ): Promise<
    Result<
      DeclaredParcel,
      ParcelError<'PARCELS.NOT_FOUND' | 'PARCELS.NOT_AT_WAREHOUSE' | 'PARCELS.CONTENTS_INSURED'>
    >
  > {
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ parcels, parcelContents }) => {
      const parcel = await heldParcel(parcels, parcelContents, reference);
      if (parcel?.userId !== userId) return fail(PARCEL_ERRORS.parcelNotFound);
      if (!isAtWarehouse(parcel)) return fail(PARCEL_ERRORS.notAtWarehouse);
      const declared = items.map(({ description, category, quantity, valueUsd }) => ({
        description,
        category,
        quantity,
        unitValueCents: dollarsToCents(valueUsd),
      }));
      if ((await parcelContents.replace(parcel.number, declared, now)) === 'insured')
        return fail(PARCEL_ERRORS.contentsInsured);
      return ok({
        parcel,
        contents: { parcelNumber: parcel.number, items: declared, declaredAt: now, insuranceCents: null },
      });
    });
  }
}
