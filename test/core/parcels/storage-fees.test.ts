import { describe, expect, it } from 'vitest';
import { ok } from '../../../core/shared/result.js';
import { ChargeStorageUseCase } from '../../../core/parcels/charge-storage.use-case.js';
import { PARCEL_SOURCES } from '../../../core/parcels/parcel-ledger-sources.js';
import { freeUntil, storageFeeDays, warehouseDay } from '../../../core/parcels/storage-fees.js';
import type { Clock } from '../../../core/shared/clock.js';
import { DEFAULT_STORAGE_TERMS } from '../../../core/shared/storage-terms.js';
import { memoryStore } from '../../support/stores.js';
import { aUser } from '../accounts/user.mother.js';
import { aParcel } from './parcel.mother.js';

const TERMS = DEFAULT_STORAGE_TERMS;
/** 1 December 2026, 15:00 UTC (10:00 at the warehouse). */
const RECEIVED = new Date('2026-12-01T15:00:00.000Z');
const received = {
  userId: 'owner',
  assignedAt: null,
  events: [{ status: 'received' as const, at: RECEIVED }],
};

describe('free storage, then a daily fee', () => {
  it('counts days by the UTC calendar, whatever the zone of the instant as written', () => {
    expect(warehouseDay(new Date('2026-12-01T23:30:00.000Z'))).toBe('2026-12-01');
    expect(warehouseDay(new Date('2026-12-01T20:30:00-05:00'))).toBe('2026-12-02');
    expect(warehouseDay(new Date('2026-12-02T00:00:00.000Z'))).toBe('2026-12-02');
  });

  it('keeps a parcel received on day D free through D+30, and charges D+31 first', () => {
    expect(freeUntil(received, TERMS)).toBe('2026-12-31');
    expect(storageFeeDays(received, TERMS, '2026-12-31')).toEqual([]);
    expect(storageFeeDays(received, TERMS, '2027-01-01')).toEqual(['2027-01-01']);
    // D+35: the five days D+31 … D+35.
    expect(storageFeeDays(received, TERMS, '2027-01-05')).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
      '2027-01-05',
    ]);
  });

  it('follows the configured free days, and charges nothing at a fee of zero', () => {
    expect(storageFeeDays(received, { freeDays: 0, feeCentsPerDay: 100 }, '2026-12-02')).toEqual([
      '2026-12-02',
    ]);
    expect(storageFeeDays(received, { freeDays: 30, feeCentsPerDay: 0 }, '2027-02-01')).toEqual([]);
  });

  it('stops at departure: the day it leaves is not charged, and a parcel that left in its free days owes none', () => {
    const leftOn = (at: string) => ({
      ...received,
      events: [...received.events, { status: 'departed' as const, at: new Date(at) }],
    });
    expect(storageFeeDays(leftOn('2027-01-03T20:00:00.000Z'), TERMS, '2027-02-01')).toEqual([
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(storageFeeDays(leftOn('2026-12-20T20:00:00.000Z'), TERMS, '2027-02-01')).toEqual([]);
    // A step past "departed" (a status file may skip it) also means it left.
    const arrived = {
      ...received,
      events: [...received.events, { status: 'arrived' as const, at: new Date('2027-01-02T12:00:00Z') }],
    };
    expect(storageFeeDays(arrived, TERMS, '2027-02-01')).toEqual(['2027-01-01']);
  });
});

describe('charging storage, on the memory adapters', () => {
  async function warehouse(now: Date) {
    const store = memoryStore();
    const owner = aUser({ isEmailVerified: true });
    await store.run(({ users }) => users.addIfEmailFree(owner));
    const parcel = aParcel({ owner, events: received.events });
    await store.run(({ parcels }) => parcels.addIfNew(parcel));
    const clock: Clock = { now: () => now };
    return { store, owner, parcel, charge: new ChargeStorageUseCase(store, clock, TERMS) };
  }

  it('posts five fees for D+35, each once with its parcel-and-day key, and nothing on a second run', async () => {
    const { store, owner, parcel, charge } = await warehouse(new Date('2027-01-05T20:00:00.000Z'));
    expect(await charge.execute('2027-01-05')).toEqual(ok({ through: '2027-01-05', posted: 5 }));
    expect(await charge.execute('2027-01-05')).toEqual(ok({ through: '2027-01-05', posted: 0 }));
    const entry = await store.ports.ledger.findBySource(
      PARCEL_SOURCES.storageFee(parcel.number, '2027-01-01'),
    );
    expect(entry).toMatchObject({ kind: 'charge', amountCents: 100, subject: parcel.number });
    expect(await store.ports.ledger.balanceOf(owner.id)).toBe(500);
    expect(await store.ports.storageFees.feesByParcel(owner.id)).toEqual(new Map([[parcel.number, 500]]));
    // A later day catches up only what is new.
    const twoDaysOn = new ChargeStorageUseCase(
      store,
      { now: () => new Date('2027-01-07T09:00:00.000Z') },
      TERMS,
    );
    expect(await twoDaysOn.execute('2027-01-07')).toEqual(ok({ through: '2027-01-07', posted: 2 }));
  });

  it('refuses a day after today at the warehouse (UTC), in a sentence, and charges nothing', async () => {
    // 23:30 UTC on 5 January: 6 January in Nairobi already, still 5 January at the warehouse.
    const { store, owner, charge } = await warehouse(new Date('2027-01-05T23:30:00.000Z'));
    for (const day of ['2027-01-06', '9999-12-31']) {
      expect(await charge.execute(day)).toEqual({
        ok: false,
        error: {
          code: 'PARCELS.STORAGE_DAY_AHEAD',
          message: `Storage is charged only through today, 2027-01-05 (the warehouse's calendar, UTC): ${day} has not come yet. Nothing was charged; give today's date or an earlier one.`,
        },
      });
    }
    expect(await store.ports.ledger.balanceOf(owner.id)).toBe(0);
    expect(await charge.execute('2027-01-05')).toEqual(ok({ through: '2027-01-05', posted: 5 }));
  });

  it('charges through today at the warehouse by default, and runs the daily job once a day', async () => {
    // 23:30 UTC on 5 January is still 5 January.
    const { charge } = await warehouse(new Date('2027-01-05T23:30:00.000Z'));
    expect(await charge.runDaily()).toEqual({ through: '2027-01-05', posted: 5 });
    expect(await charge.runDaily()).toBe('already-ran');
    expect(await charge.execute()).toEqual(ok({ through: '2027-01-05', posted: 0 }));
  });
});
