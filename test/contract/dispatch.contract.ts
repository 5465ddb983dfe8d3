import { describe, expect, it } from 'vitest';
import type { Assignment, FailedDelivery, Rider } from '../../core/dispatch/dispatch.js';
import { NOW, type OpenStorage, later, useStorage } from './storage-under-test.js';

const riderOf = (n: number, name: string): Rider => ({
  id: `00000000-0000-4000-8000-00000000020${String(n)}`,
  name,
  phone: `+25472200011${String(n)}`,
  active: true,
  createdAt: later(n * 1000),
});
const assignmentOf = (reference: string, day: string, rider: Rider): Assignment => ({
  reference,
  day,
  riderId: rider.id,
  assignedAt: NOW,
  assignedBy: '00000000-0000-4000-8000-000000000999',
});
let made = 0;
const failureOf = (reference: string, day: string, over: Partial<FailedDelivery> = {}): FailedDelivery => {
  made += 1;
  return {
    id: `00000000-0000-4000-9000-${String(made).padStart(12, '0')}`,
    reference,
    day,
    reason: 'no-one-home',
    riderId: null,
    at: later(made * 1000),
    staffUserId: '00000000-0000-4000-8000-000000000999',
    ...over,
  };
};

/** The dispatch desk's riders, assignments and failures, the same on every adapter. */
export function dispatchContract(name: string, open: OpenStorage): void {
  describe(`dispatch: ${name}`, () => {
    const storage = useStorage(open);

    it('keeps riders, active ones first by name, and deactivates one without losing it', async () => {
      const [zawadi, amos, otieno] = [riderOf(1, 'Zawadi'), riderOf(2, 'Amos'), riderOf(3, 'Otieno')];
      await storage.unitOfWork.run(async ({ dispatch }) => {
        for (const r of [zawadi, amos, otieno]) await dispatch.addRider(r);
      });
      await expect(storage.unitOfWork.run(({ dispatch }) => dispatch.addRider(zawadi))).rejects.toThrow();
      expect(await storage.unitOfWork.run(({ dispatch }) => dispatch.deactivateRider(amos.id))).toBe(true);
      expect(
        await storage.unitOfWork.run(({ dispatch }) =>
          dispatch.deactivateRider('00000000-0000-4000-8000-000000000000'),
        ),
      ).toBe(false);
      expect((await storage.reads.dispatch.riders()).map((r) => [r.name, r.active])).toEqual([
        ['Otieno', true],
        ['Zawadi', true],
        ['Amos', false],
      ]);
      expect(await storage.reads.dispatch.findRider(zawadi.id)).toEqual(zawadi);
      expect(await storage.reads.dispatch.findRider('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    });

    it('gives a shipment one rider a day, a second giving replacing the first, takes it off, and finds them from a day on', async () => {
      const [one, two] = [riderOf(1, 'Zawadi'), riderOf(2, 'Amos')];
      await expect(
        storage.unitOfWork.run(async ({ dispatch }) => {
          for (const r of [one, two]) await dispatch.addRider(r);
          await dispatch.assign(assignmentOf('KS2000001', '2026-12-07', one));
          await dispatch.assign(assignmentOf('KS2000001', '2026-12-07', two));
          await dispatch.assign(assignmentOf('KS2000001', '2026-12-08', one));
          await dispatch.unassign('KS2000001', '2026-12-08');
          await dispatch.unassign('KS2000001', '2026-12-09');
          await dispatch.assign(assignmentOf('KP1000001', '2026-12-06', one));
          await dispatch.assign(assignmentOf('KP1000001', '2026-12-10', two));
          await dispatch.assign(assignmentOf('KP1000002', '2026-12-07', one));
        }),
      ).resolves.toBeUndefined();
      const from = (references: string[], day: string) =>
        storage.reads.dispatch
          .assignmentsFrom(references, day)
          .then((found) => found.map((a) => [a.reference, a.day, a.riderId]));
      // From a day on, by day then reference: the replaced and the taken-off ones are gone, others' not asked.
      expect(await from(['KS2000001', 'KP1000001'], '2026-12-07')).toEqual([
        ['KS2000001', '2026-12-07', two.id],
        ['KP1000001', '2026-12-10', two.id],
      ]);
      expect(await from(['KP1000001'], '2026-12-11')).toEqual([]);
      expect(await from([], '2026-12-01')).toEqual([]);
    });

    it('keeps each failed delivery, a shipment’s oldest first', async () => {
      const rider = riderOf(1, 'Zawadi');
      const first = failureOf('KP1000001', '2026-12-07', { riderId: rider.id });
      const second = failureOf('KP1000001', '2026-12-08', { reason: 'wrong-address' });
      const other = failureOf('KS2000001', '2026-12-07', { reason: 'refused' });
      await storage.unitOfWork.run(async ({ dispatch }) => {
        await dispatch.addRider(rider);
        for (const f of [first, second, other]) await dispatch.addFailure(f);
      });
      expect(await storage.reads.dispatch.failuresOf('KP1000001')).toEqual([first, second]);
      expect(await storage.reads.dispatch.failuresOf('KS2000001')).toEqual([other]);
      await expect(storage.unitOfWork.run(({ dispatch }) => dispatch.addFailure(first))).rejects.toThrow();
    });
  });
}
