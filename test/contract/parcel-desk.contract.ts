import { describe, expect, it } from 'vitest';
import type { User } from '../../core/accounts/user.js';
import type { Parcel, ParcelEvent } from '../../core/parcels/parcel.js';
import type { MoveRefusal, ParcelClaim, StatusMove } from '../../core/parcels/parcels.ports.js';
import { DEFAULT_STORAGE_TERMS } from '../../core/shared/storage-terms.js';
import { aUser } from '../core/accounts/user.mother.js';
import { aParcel, anUnclaimedParcel } from '../core/parcels/parcel.mother.js';
import { aPreAlert } from '../core/parcels/pre-alert.mother.js';
import { type OpenStorage, NOW, later, useStorage } from './storage-under-test.js';

const received = (at: Date): ParcelEvent[] => [{ status: 'received', at }];

/** Unclaimed parcels and the staff desk's search: the same responses on every adapter. */
export function parcelDeskContract(name: string, open: OpenStorage): void {
  describe(`unclaimed parcels and the desk: ${name}`, () => {
    const storage = useStorage(open);
    const amina = aUser({ firstName: 'Amina', lastName: 'Odhiambo', accountId: 'KX4101' });
    const baraka = aUser({
      firstName: 'Baraka',
      lastName: 'Lado',
      accountId: 'KX4102',
      destination: 'south-sudan',
    });
    const run = <T>(work: Parameters<typeof storage.unitOfWork.run<T>>[0]) => storage.unitOfWork.run(work);
    const withOwners = async (...owners: User[]) => {
      for (const owner of owners) await run(({ users }) => users.addIfEmailFree(owner));
    };
    const stored = async (...parcels: Parcel[]) => {
      for (const parcel of parcels) await run(({ parcels: repo }) => repo.addIfNew(parcel));
      return parcels;
    };
    const claimOf = (owner: User): ParcelClaim => ({
      userId: owner.id,
      accountId: owner.accountId,
      destination: owner.destination,
      freightCents: 3000,
      savingCents: 300,
      chargeCents: 2700,
      description: 'Shoes',
      valueCents: 4000,
    });

    it('keeps an unclaimed parcel without owner or price, and assigns it once', async () => {
      await withOwners(amina, baraka);
      const [parcel] = await stored(anUnclaimedParcel({ number: 'KP1000001' }));
      expect(await storage.reads.parcels.findByNumber('KP1000001')).toEqual(parcel);
      const at = later(60_000);
      expect(await run(({ parcels }) => parcels.assign('KP1000001', claimOf(amina), at))).toBe('assigned');
      expect(await storage.reads.parcels.findByNumber('KP1000001')).toEqual({
        ...parcel,
        ...claimOf(amina),
        assignedAt: at,
      });
      expect(await run(({ parcels }) => parcels.assign('KP1000001', claimOf(baraka), at))).toBe('claimed');
      expect(await run(({ parcels }) => parcels.assign('KP1999999', claimOf(baraka), at))).toBe('not-found');
      expect((await storage.reads.parcels.listFor(amina.id)).map((p) => p.number)).toEqual(['KP1000001']);
    });

    it('lists the unclaimed parcels newest first, each with the open pre-alerts of its tracking number', async () => {
      await withOwners(amina, baraka);
      const [older, newer] = await stored(
        anUnclaimedParcel({ number: 'KP1000009', events: received(NOW) }),
        anUnclaimedParcel({ number: 'KP1000010', events: received(later(1000)) }),
        aParcel({ owner: amina, number: 'KP1000011' }),
      );
      const alerts = [
        aPreAlert({ userId: baraka.id, trackingNumber: older?.trackingNumber, createdAt: later(5) }),
        aPreAlert({ userId: amina.id, trackingNumber: older?.trackingNumber, createdAt: later(1) }),
        // Matched to another parcel already: no longer an offer.
        aPreAlert({ userId: amina.id, trackingNumber: newer?.trackingNumber, parcelNumber: 'KP1000011' }),
      ];
      for (const alert of alerts) await run(({ preAlerts }) => preAlerts.addIfNew(alert));
      const unclaimed = await storage.reads.parcels.unclaimed();
      expect(unclaimed).toEqual([
        {
          number: 'KP1000010',
          trackingNumber: newer?.trackingNumber,
          status: 'received',
          owner: null,
          receivedAt: later(1000),
          chargeableKg: 2,
          carrier: 'UPS',
          description: 'Phone case',
          preAlertedBy: [],
        },
        expect.objectContaining({
          number: 'KP1000009',
          preAlertedBy: [
            { accountId: 'KX4101', name: 'Amina Odhiambo' },
            { accountId: 'KX4102', name: 'Baraka Lado' },
          ],
        }),
      ]);
    });

    it('finds parcels by part of a number, tracking number, account ID or name, and by status, newest first', async () => {
      await withOwners(amina, baraka);
      await stored(
        aParcel({ owner: amina, number: 'KP1000098', trackingNumber: '1Z999AA10123456784' }),
        aParcel({ owner: baraka, number: 'KP1000099', trackingNumber: 'TBA000000000777' }),
        anUnclaimedParcel({ number: 'KP1000100', trackingNumber: '9400100000000000000001' }),
      );
      await run(({ parcels }) => parcels.moveTo('KP1000099', { status: 'departed', at: later(1) }));
      const numbers = async (text?: string, status?: Parcel['status']) =>
        (
          await storage.reads.parcels.search(
            { ...(text !== undefined && { text }), ...(status && { status }) },
            10,
          )
        ).map((p) => p.number);
      expect(await numbers()).toEqual(['KP1000100', 'KP1000099', 'KP1000098']);
      expect(await numbers('kx4101')).toEqual(['KP1000098']);
      expect(await numbers('1z999 aa1')).toEqual(['KP1000098']);
      expect(await numbers('000777')).toEqual(['KP1000099']);
      expect(await numbers('ODHI')).toEqual(['KP1000098']);
      expect(await numbers('baraka lado')).toEqual(['KP1000099']);
      expect(await numbers('KP10001')).toEqual(['KP1000100']);
      expect(await numbers('%')).toEqual([]);
      expect(await numbers(undefined, 'departed')).toEqual(['KP1000099']);
      expect(await numbers('KP', 'received')).toEqual(['KP1000100', 'KP1000098']);
      const [listed] = await storage.reads.parcels.search({ text: 'KP1000099' }, 10);
      expect(listed).toEqual({
        number: 'KP1000099',
        trackingNumber: 'TBA000000000777',
        status: 'departed',
        owner: { accountId: 'KX4102', name: 'Baraka Lado' },
        receivedAt: new Date('2026-11-22T12:00:00.000Z'),
        chargeableKg: 2,
      });
      expect((await storage.reads.parcels.search({ text: 'KP1000100' }, 10))[0]?.owner).toBeNull();
    });

    it('pages newest first after a cursor number, the longer number first', async () => {
      await withOwners(amina);
      await stored(
        ...['KP999998', 'KP999999', 'KP1000000', 'KP1000001', 'KP1000002'].map((number) =>
          aParcel({ owner: amina, number }),
        ),
      );
      const page = (after?: string) =>
        storage.reads.parcels.search({ ...(after && { after }) }, 2).then((ps) => ps.map((p) => p.number));
      expect(await page()).toEqual(['KP1000002', 'KP1000001']);
      expect(await page('KP1000001')).toEqual(['KP1000000', 'KP999999']);
      expect(await page('KP999999')).toEqual(['KP999998']);
      expect(await page('KP999998')).toEqual([]);
    });

    it('moves no unclaimed parcel from a status file, and says why', async () => {
      await withOwners(amina);
      const [unclaimed, claimed] = await stored(anUnclaimedParcel(), aParcel({ owner: amina }));
      const refused: [StatusMove, MoveRefusal][] = [];
      const lines: StatusMove[] = [
        { line: 1, reference: unclaimed?.number ?? '', status: 'departed' },
        { line: 2, reference: claimed?.trackingNumber ?? '', status: 'departed' },
      ];
      const moved = await run(({ parcels }) =>
        parcels.moveAll(
          (async function* () {
            yield await Promise.resolve(lines);
          })(),
          later(1),
          (move, why) => refused.push([move, why]),
          () => Promise.resolve(),
        ),
      );
      expect(moved).toBe(1);
      expect(refused).toEqual([[lines[0], { kind: 'unclaimed' }]]);
      expect((await storage.reads.parcels.findByNumber(unclaimed?.number ?? ''))?.status).toBe('received');
    });

    it('charges no storage while unclaimed, and counts the free days from the assignment', async () => {
      await withOwners(amina);
      const at = new Date('2026-12-01T15:00:00.000Z');
      const [parcel] = await stored(anUnclaimedParcel({ events: received(at) }));
      const number = parcel?.number ?? '';
      const postThrough = (day: string) =>
        run(({ storageFees }) => storageFees.postThrough(day, DEFAULT_STORAGE_TERMS, later(1)));
      expect(await postThrough('2027-01-10')).toBe(0);
      await run(({ parcels }) =>
        parcels.assign(number, claimOf(amina), new Date('2027-01-10T15:00:00.000Z')),
      );
      // Assigned on 10 January: free through 9 February.
      expect(await postThrough('2027-02-09')).toBe(0);
      expect(await postThrough('2027-02-11')).toBe(2);
    });
  });
}
