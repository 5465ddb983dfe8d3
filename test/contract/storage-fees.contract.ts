import { describe, expect, it } from 'vitest';
import type { User } from '../../core/accounts/user.js';
import { PARCEL_SOURCES } from '../../core/parcels/parcel-ledger-sources.js';
import type { ParcelEvent } from '../../core/parcels/parcel.js';
import { DEFAULT_STORAGE_TERMS } from '../../core/shared/storage-terms.js';
import { aUser } from '../core/accounts/user.mother.js';
import { aReversalOf } from '../core/ledger/ledger-entry.mother.js';
import { aParcel } from '../core/parcels/parcel.mother.js';
import { type OpenStorage, useStorage } from './storage-under-test.js';

const TERMS = DEFAULT_STORAGE_TERMS;
/** Received on 1 December 2026: free through 31 December, charged from 1 January. */
const RECEIVED: ParcelEvent = { status: 'received', at: new Date('2026-12-01T15:00:00.000Z') };
const AT = new Date('2027-01-06T12:00:00.000Z');

/** The daily storage fees: the same days, keys and amounts on every adapter. */
export function storageFeesContract(name: string, open: OpenStorage): void {
  describe(`storage fees: ${name}`, () => {
    const storage = useStorage(open);
    const amina = aUser({ firstName: 'Amina' });

    async function parcelOf(owner: User, events: ParcelEvent[] = [RECEIVED]) {
      const parcel = aParcel({ owner, events, status: events.at(-1)?.status ?? 'received' });
      await storage.unitOfWork.run(async ({ users, parcels }) => {
        if (!(await users.findById(owner.id))) await users.addIfEmailFree(owner);
        await parcels.addIfNew(parcel);
      });
      return parcel;
    }
    const postThrough = (day: string, terms = TERMS) =>
      storage.unitOfWork.run(({ storageFees }) => storageFees.postThrough(day, terms, AT));
    const feeKeysOf = async (userId: string) =>
      (await storage.reads.ledger.listFor(userId, { limit: 100 }))
        .filter((e) => e.source.kind === PARCEL_SOURCES.storageFee.kind)
        .map((e) => e.source.id)
        .sort();

    it('posts the five days after the free ones for D+35, each keyed by parcel and day, and nothing when run again', async () => {
      const parcel = await parcelOf(amina);
      expect(await postThrough('2027-01-05')).toBe(5);
      expect(await postThrough('2027-01-05')).toBe(0);
      expect(await feeKeysOf(amina.id)).toEqual(
        ['01', '02', '03', '04', '05'].map((d) =>
          PARCEL_SOURCES.storageFee.id(parcel.number, `2027-01-${d}`),
        ),
      );
      const first = await storage.reads.ledger.findBySource(
        PARCEL_SOURCES.storageFee(parcel.number, '2027-01-01'),
      );
      expect(first).toMatchObject({
        kind: 'charge',
        amountCents: 100,
        subject: parcel.number,
        description: `Storage for parcel ${parcel.number} on 2027-01-01`,
        postedAt: AT,
      });
      expect(await storage.reads.ledger.balanceOf(amina.id)).toBe(500);
      expect(await storage.reads.storageFees.feesByParcel(amina.id)).toEqual(new Map([[parcel.number, 500]]));
      expect(await storage.reads.storageFees.feesOf(parcel)).toBe(500);
    });

    it('charges nothing through the last free day, and catches up missed days later', async () => {
      await parcelOf(amina);
      expect(await postThrough('2026-12-31')).toBe(0);
      expect(await postThrough('2027-01-02')).toBe(2);
      expect(await postThrough('2027-01-01')).toBe(0);
      expect(await postThrough('2027-01-05')).toBe(3);
      expect(await storage.reads.ledger.balanceOf(amina.id)).toBe(500);
    });

    it('counts the receipt by the UTC calendar, follows the configured terms, and stops at departure', async () => {
      // 23:30 UTC on 1 December is still 1 December.
      const evening = await parcelOf(amina, [
        { status: 'received', at: new Date('2026-12-01T23:30:00.000Z') },
      ]);
      const left = await parcelOf(amina, [
        RECEIVED,
        { status: 'departed', at: new Date('2027-01-03T20:00:00.000Z') },
      ]);
      const early = await parcelOf(amina, [
        RECEIVED,
        { status: 'departed', at: new Date('2026-12-10T20:00:00.000Z') },
      ]);
      expect(await postThrough('2027-01-05', { freeDays: 30, feeCentsPerDay: 250 })).toBe(5 + 2);
      const fees = await storage.reads.storageFees.feesByParcel(amina.id);
      expect(fees).toEqual(
        new Map([
          [evening.number, 1250],
          [left.number, 500],
        ]),
      );
      expect(fees.has(early.number)).toBe(false);
      // One parcel's read counts only its own fees, and nothing for one that has none.
      expect(await storage.reads.storageFees.feesOf(evening)).toBe(1250);
      expect(await storage.reads.storageFees.feesOf(early)).toBe(0);
      // Shorter free days later charge only days after those each parcel was charged through: here the early
      // one's 5 … 9 December (it left on the 10th).
      expect(await postThrough('2026-12-12', { freeDays: 3, feeCentsPerDay: 100 })).toBe(5);
    });

    it('posts each fee once when two runs go at once', async () => {
      const baraka = aUser({ firstName: 'Baraka' });
      await parcelOf(amina);
      const barakas = await parcelOf(baraka);
      const runs = await Promise.all([postThrough('2027-01-05'), postThrough('2027-01-05')]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(10);
      expect(await feeKeysOf(amina.id)).toHaveLength(5);
      expect(await feeKeysOf(baraka.id)).toHaveLength(5);
      expect(await storage.reads.storageFees.feesOf(barakas)).toBe(500);
    });

    it('lets one run claim a day, and counts a reversed fee as nothing without charging it again', async () => {
      const claims = await Promise.all(
        [0, 1].map(() => storage.unitOfWork.run(({ storageFees }) => storageFees.claimRun('2027-01-05', AT))),
      );
      expect(claims.sort()).toEqual([false, true]);
      expect(await storage.unitOfWork.run(({ storageFees }) => storageFees.claimRun('2027-01-06', AT))).toBe(
        true,
      );

      const parcel = await parcelOf(amina);
      await postThrough('2027-01-02');
      const fee = await storage.reads.ledger.findBySource(
        PARCEL_SOURCES.storageFee(parcel.number, '2027-01-01'),
      );
      if (!fee) throw new Error('no fee posted');
      await storage.unitOfWork.run(({ ledger }) => ledger.post(aReversalOf(fee)));
      expect(await postThrough('2027-01-02')).toBe(0);
      expect(await storage.reads.storageFees.feesByParcel(amina.id)).toEqual(new Map([[parcel.number, 100]]));
      expect(await storage.reads.storageFees.feesOf(parcel)).toBe(100);
    });
  });
}
