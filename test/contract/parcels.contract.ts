import { describe, expect, it } from 'vitest';
import type { User } from '../../core/accounts/user.js';
import { aParcel, aParcelNumber } from '../core/parcels/parcel.mother.js';
import { aPreAlert } from '../core/parcels/pre-alert.mother.js';
import { aUser } from '../core/accounts/user.mother.js';
import type { MoveRefusal, StatusMove, StepTaken } from '../../core/parcels/parcels.ports.js';
import { type OpenStorage, LEASE_MS, later, NOW, useStorage } from './storage-under-test.js';

/** The pre-alert and parcel repositories: the same behaviour on every adapter. */
export function parcelsContract(name: string, open: OpenStorage): void {
  describe(`pre-alerts and parcels: ${name}`, () => {
    const storage = useStorage(open);
    const amina = aUser({ firstName: 'Amina' });
    const baraka = aUser({ firstName: 'Baraka' });
    const withOwners = async (...owners: User[]) => {
      for (const owner of owners) await storage.unitOfWork.run(({ users }) => users.addIfEmailFree(owner));
    };
    /** The steps a status file's moves took, as the repository handed them over, and the batches it used. */
    const recorder = () => {
      const recorded: StepTaken[] = [];
      let batches = 0;
      const onMoved = (moved: readonly StepTaken[]) => {
        recorded.push(...moved);
        batches += 1;
        return Promise.resolve();
      };
      return { recorded, onMoved, batches: () => batches };
    };

    it('keeps one pre-alert per customer and tracking number; another customer may name the same number', async () => {
      await withOwners(amina, baraka);
      const first = aPreAlert({ userId: amina.id, createdAt: NOW });
      const run = storage.unitOfWork.run.bind(storage.unitOfWork);
      expect(await run(({ preAlerts }) => preAlerts.addIfNew(first))).toBe('added');
      const again = aPreAlert({ userId: amina.id, trackingNumber: first.trackingNumber });
      const theirs = aPreAlert({ userId: baraka.id, trackingNumber: first.trackingNumber });
      expect(await run(({ preAlerts }) => preAlerts.addIfNew(again))).toBe('duplicate');
      expect(await run(({ preAlerts }) => preAlerts.addIfNew(theirs))).toBe('added');
      const newer = aPreAlert({ userId: amina.id, createdAt: later(1000) });
      await run(({ preAlerts }) => preAlerts.addIfNew(newer));
      expect(await storage.reads.preAlerts.listFor(amina.id)).toEqual([newer, first]);
    });

    it('finds an open pre-alert, fulfils it, and then neither finds it open nor removes it', async () => {
      await withOwners(amina, baraka);
      const alert = aPreAlert({ userId: amina.id });
      await storage.unitOfWork.run(({ preAlerts }) => preAlerts.addIfNew(alert));
      const { preAlerts } = storage.reads;
      expect(await preAlerts.findOpen(amina.id, alert.trackingNumber)).toEqual(alert);
      expect(await preAlerts.findOpen(baraka.id, alert.trackingNumber)).toBeUndefined();
      expect(await preAlerts.removeOpen(alert.id, baraka.id)).toBe('not-found');
      await storage.unitOfWork.run(({ preAlerts: p }) => p.markFulfilled(alert.id, 'KP1000001'));
      expect(await preAlerts.findOpen(amina.id, alert.trackingNumber)).toBeUndefined();
      expect(await preAlerts.removeOpen(alert.id, amina.id)).toBe('fulfilled');
      const open = aPreAlert({ userId: amina.id });
      await storage.unitOfWork.run(({ preAlerts: p }) => p.addIfNew(open));
      expect(await preAlerts.removeOpen(open.id, amina.id)).toBe('removed');
      expect((await preAlerts.listFor(amina.id)).map((a) => a.id)).toEqual([alert.id]);
    });

    it('pages a customer’s pre-alerts newest first after a cursor, and counts the open ones', async () => {
      await withOwners(amina, baraka);
      // Two made in the same millisecond: the id orders them, so a page ends between them and loses neither.
      const alerts = [0, 1, 2, 2, 3].map((ms, i) =>
        aPreAlert({
          userId: amina.id,
          id: `00000000-0000-4000-8000-00000000000${String(i)}`,
          createdAt: later(ms),
        }),
      );
      for (const alert of [...alerts, aPreAlert({ userId: baraka.id })])
        await storage.unitOfWork.run(({ preAlerts }) => preAlerts.addIfNew(alert));
      await storage.unitOfWork.run(({ preAlerts }) =>
        preAlerts.markFulfilled(alerts[0]?.id ?? '', 'KP1000001'),
      );
      const { preAlerts } = storage.reads;
      const ids = (list: { id: string }[]) => list.map((a) => a.id.slice(-1));
      const first = await preAlerts.listFor(amina.id, { limit: 2 });
      expect(ids(first)).toEqual(['4', '3']);
      const last = first.at(-1);
      if (!last) throw new Error('empty page');
      const second = await preAlerts.listFor(amina.id, { after: last, limit: 2 });
      expect(ids(second)).toEqual(['2', '1']);
      expect(ids(await preAlerts.listFor(amina.id, { after: second[1] ?? last, limit: 2 }))).toEqual(['0']);
      expect(await preAlerts.countOpen(amina.id)).toBe(4);
      expect(await preAlerts.countOpen(baraka.id)).toBe(1);
    });

    it('hands out distinct KP numbers in increasing order', async () => {
      const numbers = await storage.unitOfWork.run(async ({ parcels }) => [
        await parcels.nextNumber(),
        await parcels.nextNumber(),
      ]);
      expect(numbers.every((n) => /^KP\d+$/.test(n))).toBe(true);
      expect(Number(numbers[1]?.slice(2))).toBeGreaterThan(Number(numbers[0]?.slice(2)));
    });

    it('keeps a parcel whole, finds it by number or tracking number, and refuses its tracking number twice', async () => {
      await withOwners(amina);
      const received = aParcel({
        owner: amina,
        weights: { actualKg: 2.35, volumetricKg: 1.2, chargeableKg: 2.35 },
      });
      const sameTracking = { ...received, number: aParcelNumber() };
      const run = storage.unitOfWork.run.bind(storage.unitOfWork);
      expect(await run(({ parcels }) => parcels.addIfNew(received))).toBe('added');
      expect(await run(({ parcels }) => parcels.addIfNew(sameTracking))).toBe('duplicate');
      expect(await storage.reads.parcels.find(received.number)).toEqual(received);
      expect(await storage.reads.parcels.find(received.trackingNumber)).toEqual(received);
      expect(await storage.reads.parcels.find('KP9')).toBeUndefined();
    });

    it('moves a status file set-wise: forward only in line order, refusals by line, each event recorded handed back', async () => {
      await withOwners(amina, baraka);
      const first = aParcel({ owner: amina, number: 'KP1000001' });
      const theirs = aParcel({ owner: baraka, number: 'KP1000002', trackingNumber: 'TBA000000000002' });
      for (const p of [first, theirs]) await storage.unitOfWork.run(({ parcels }) => parcels.addIfNew(p));
      const lines: StatusMove[] = [
        { line: 2, reference: 'KP1000001', status: 'departed' },
        { line: 3, reference: 'NOSUCH123', status: 'departed' },
        { line: 4, reference: 'TBA000000000002', status: 'arrived' },
        { line: 5, reference: first.trackingNumber, status: 'arrived' },
        { line: 7, reference: 'KP1000002', status: 'departed' },
        { line: 8, reference: 'KP1000001', status: 'departed' },
      ];
      async function* batches() {
        yield await Promise.resolve(lines.slice(0, 4));
        yield lines.slice(4);
      }
      const refused: [number, MoveRefusal][] = [];
      const { recorded, onMoved } = recorder();
      const moved = await storage.unitOfWork.run(({ parcels }) =>
        parcels.moveAll(batches(), later(5), (move, refusal) => refused.push([move.line, refusal]), onMoved),
      );
      expect(moved).toBe(3);
      // Each owner's step once, in line order, with the owner's address: what the use case needs to queue notices.
      expect(recorded).toEqual([
        { ownerId: amina.id, ownerEmail: amina.email, status: 'departed', at: later(5) },
        { ownerId: baraka.id, ownerEmail: baraka.email, status: 'arrived', at: later(5) },
        { ownerId: amina.id, ownerEmail: amina.email, status: 'arrived', at: later(5) },
      ]);
      expect(refused).toEqual([
        [3, { kind: 'unknown' }],
        [7, { kind: 'not-forward', reached: 'arrived' }],
        [8, { kind: 'not-forward', reached: 'arrived' }],
      ]);
      const mine = await storage.reads.parcels.find('KP1000001');
      expect(mine?.status).toBe('arrived');
      expect(mine?.events).toEqual([
        ...first.events,
        { status: 'departed', at: later(5) },
        { status: 'arrived', at: later(5) },
      ]);
      expect((await storage.reads.parcels.find('KP1000002'))?.status).toBe('arrived');
      // Mail is the use case's to decide: the repository queues none.
      expect(await storage.outboxQueue.claimDue(later(6), 10, LEASE_MS)).toEqual([]);
    });

    it('hands back each owner and status once however many of their parcels took the step, across batches', async () => {
      await withOwners(amina, baraka);
      const numbers = ['KP1000001', 'KP1000002', 'KP1000003', 'KP1000004'];
      for (const [i, number] of numbers.entries())
        await storage.unitOfWork.run(({ parcels }) =>
          parcels.addIfNew(aParcel({ owner: i === 2 ? baraka : amina, number })),
        );
      async function* batches() {
        for (const [i, reference] of numbers.entries())
          yield await Promise.resolve([{ line: i + 1, reference, status: 'departed' } as const]);
      }
      const { recorded, onMoved } = recorder();
      const moved = await storage.unitOfWork.run(({ parcels }) =>
        parcels.moveAll(batches(), later(5), () => undefined, onMoved),
      );
      expect(moved).toBe(4);
      expect(recorded).toEqual([
        { ownerId: amina.id, ownerEmail: amina.email, status: 'departed', at: later(5) },
        { ownerId: baraka.id, ownerEmail: baraka.email, status: 'departed', at: later(5) },
      ]);
    });

    it('records no move when the caller fails on the events handed back', async () => {
      await withOwners(amina);
      await storage.unitOfWork.run(({ parcels }) =>
        parcels.addIfNew(aParcel({ owner: amina, number: 'KP1000001' })),
      );
      async function* oneLine() {
        yield await Promise.resolve([{ line: 1, reference: 'KP1000001', status: 'departed' } as const]);
      }
      const failing = storage.unitOfWork.run(({ parcels }) =>
        parcels.moveAll(
          oneLine(),
          later(5),
          () => undefined,
          () => Promise.reject(new Error('outbox down')),
        ),
      );
      await expect(failing).rejects.toThrow('outbox down');
      expect((await storage.reads.parcels.findByNumber('KP1000001'))?.events).toHaveLength(1);
    });

    it('lets a parcel number win over a tracking number that looks like it, in a lookup and in a status file', async () => {
      await withOwners(amina, baraka);
      // Stored before receipt refused tracking numbers in our own form: Baraka's carrier number is Amina's number.
      const barakas = aParcel({ owner: baraka, number: 'KP1000001', trackingNumber: 'KP1000002' });
      const aminas = aParcel({ owner: amina, number: 'KP1000002', trackingNumber: 'TBA000000000002' });
      for (const p of [barakas, aminas]) await storage.unitOfWork.run(({ parcels }) => parcels.addIfNew(p));
      expect((await storage.reads.parcels.find('KP1000002'))?.userId).toBe(amina.id);
      expect((await storage.reads.parcels.findByNumber('KP1000002'))?.userId).toBe(amina.id);
      expect(await storage.reads.parcels.findByNumber('TBA000000000002')).toBeUndefined();
      async function* oneLine() {
        yield await Promise.resolve([{ line: 1, reference: 'KP1000002', status: 'arrived' } as const]);
      }
      const { recorded, onMoved } = recorder();
      await storage.unitOfWork.run(({ parcels }) =>
        parcels.moveAll(oneLine(), later(5), () => undefined, onMoved),
      );
      expect((await storage.reads.parcels.findByNumber('KP1000002'))?.status).toBe('arrived');
      expect((await storage.reads.parcels.findByNumber('KP1000001'))?.status).toBe('received');
      expect(recorded.map((m) => [m.ownerId, m.ownerEmail])).toEqual([[amina.id, amina.email]]);
    });

    it('records a move only forward of the steps reached, and of six moves at once exactly one', async () => {
      await withOwners(amina);
      await storage.unitOfWork.run(({ parcels }) =>
        parcels.addIfNew(aParcel({ owner: amina, number: 'KP1000001' })),
      );
      const departed = { status: 'departed', at: later(1) } as const;
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () =>
          storage.unitOfWork.run(async ({ parcels }) => {
            // As the use case does: read, then move; every one of them has read "received".
            await parcels.find('KP1000001');
            return parcels.moveTo('KP1000001', departed);
          }),
        ),
      );
      expect(outcomes.sort()).toEqual(['moved', ...Array<string>(5).fill('not-forward')]);
      const backwards = { status: 'received', at: later(2) } as const;
      expect(await storage.unitOfWork.run(({ parcels }) => parcels.moveTo('KP1000001', backwards))).toBe(
        'not-forward',
      );
      expect((await storage.reads.parcels.find('KP1000001'))?.events.map((e) => e.status)).toEqual([
        'received',
        'departed',
      ]);
    });

    it('moves nothing from an empty file', async () => {
      const refused: unknown[] = [];
      async function* none(): AsyncGenerator<StatusMove[]> {}
      const { recorded, onMoved, batches } = recorder();
      const moved = await storage.unitOfWork.run(({ parcels }) =>
        parcels.moveAll(none(), later(1), (...args) => refused.push(args), onMoved),
      );
      expect([moved, refused, recorded, batches()]).toEqual([0, [], [], 0]);
    });

    it('keeps the reason a step was taken with, and none where none was given', async () => {
      await withOwners(amina);
      const parcel = aParcel({ owner: amina });
      await storage.unitOfWork.run(({ parcels }) => parcels.addIfNew(parcel));
      const released = {
        status: 'delivered',
        at: later(1),
        reason: 'Paid cash at the Nairobi office',
      } as const;
      await storage.unitOfWork.run(({ parcels }) =>
        parcels.moveTo(parcel.number, { status: 'ready', at: later(0) }),
      );
      await storage.unitOfWork.run(({ parcels }) => parcels.moveTo(parcel.number, released));
      expect((await storage.reads.parcels.find(parcel.number))?.events).toEqual([
        ...parcel.events,
        { status: 'ready', at: later(0) },
        released,
      ]);
    });

    it('moves a parcel forward with its dated events, and lists only its owner’s, newest first', async () => {
      await withOwners(amina, baraka);
      const first = aParcel({ owner: amina, number: 'KP1000001' });
      const second = aParcel({ owner: amina, number: 'KP1000002' });
      const theirs = aParcel({ owner: baraka });
      for (const p of [first, second, theirs])
        await storage.unitOfWork.run(({ parcels }) => parcels.addIfNew(p));
      await storage.unitOfWork.run(({ parcels }) =>
        parcels.moveTo(first.number, { status: 'departed', at: later(1) }),
      );
      await storage.unitOfWork.run(({ parcels }) =>
        parcels.moveTo(first.number, { status: 'arrived', at: later(2) }),
      );
      const listed = await storage.reads.parcels.listFor(amina.id);
      expect(listed.map((p) => p.number)).toEqual(['KP1000002', 'KP1000001']);
      expect(listed[1]?.status).toBe('arrived');
      expect(listed[1]?.events).toEqual([
        ...first.events,
        { status: 'departed', at: later(1) },
        { status: 'arrived', at: later(2) },
      ]);
    });
  });
}
