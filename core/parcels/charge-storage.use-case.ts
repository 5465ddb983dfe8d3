import type { Clock } from '../shared/clock.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { StorageTerms } from '../shared/storage-terms.js';
import type { ParcelsPorts } from './parcels.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import { warehouseDay } from './storage-fees.js';

/** What a run of the storage job did: the day it charged through, and how many day fees it posted. */
export interface StorageRun {
  through: string;
  posted: number;
}

/**
 * Posts the daily storage fees of parcels past their free days, up to a day (today at the warehouse by default),
 * catching up every day not charged yet; a second run of the same day posts nothing. A day after today is refused:
 * its fees would be owed at handover for days the parcel may never wait.
 */
export class ChargeStorageUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<ParcelsPorts>,
    private readonly clock: Clock,
    private readonly terms: StorageTerms,
  ) {}

  /** Staff's run (`parcels charge-storage`): through `day` (YYYY-MM-DD, today or before), or through today. */
  async execute(day?: string): Promise<Result<StorageRun, ParcelError<'PARCELS.STORAGE_DAY_AHEAD'>>> {
    const now = this.clock.now();
    const today = warehouseDay(now);
    const through = day ?? today;
    // YYYY-MM-DD dates order as text.
    if (through > today) return fail(PARCEL_ERRORS.storageDayAhead(through, today));
    return ok(
      await this.unitOfWork.run(async ({ storageFees }) => ({
        through,
        posted: await storageFees.postThrough(through, this.terms, now),
      })),
    );
  }

  /**
   * The server's daily run: today's, unless another run (this instance's or another's) has claimed today. The
   * claim and the fees commit together, so a run that fails leaves the day to the next try.
   */
  runDaily(): Promise<StorageRun | 'already-ran'> {
    const now = this.clock.now();
    const through = warehouseDay(now);
    return this.unitOfWork.run(async ({ storageFees }) => {
      if (!(await storageFees.claimRun(through, now))) return 'already-ran' as const;
      return { through, posted: await storageFees.postThrough(through, this.terms, now) };
    });
  }
}
