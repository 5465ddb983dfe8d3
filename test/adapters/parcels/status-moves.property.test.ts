import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_STATUSES, type ParcelStatus } from '../../../core/parcels/parcel.js';
import { STEPS_IN_BULK } from '../../../core/parcels/parcel-desk.js';
import type { MoveRefusal, StatusMove, StepTaken } from '../../../core/parcels/parcels.ports.js';
import type { TransactionalPorts, UnitOfWork } from '../../../core/shared/unit-of-work.ports.js';
import { DATABASE_TARGETS, type TestDatabase } from '../../support/databases.js';
import { knexUnitOfWork, memoryStore } from '../../support/stores.js';
import { aUser } from '../../core/accounts/user.mother.js';
import { aParcel } from '../../core/parcels/parcel.mother.js';

/**
 * Random status files against both homes of the rules: the in-memory repository (core's judgeMoves) and the
 * PostgreSQL set-based statement (knex-parcels.ts). Each must give every line the same outcome and leave every
 * parcel in the same state.
 */

const OWNERS = 3;
const AT = new Date('2026-11-26T09:00:00.000Z');
const number = (i: number) => `KP${String(1_000_001 + i)}`;

/** Parcels that travel alike: one alone, several held for one ship request, or several packed into one box. */
const groupArb = fc.record({
  kind: fc.constantFrom('alone', 'held', 'box'),
  owner: fc.option(fc.nat({ max: OWNERS - 1 }), { freq: 4 }),
  status: fc.constantFrom(...PARCEL_STATUSES),
  size: fc.integer({ min: 1, max: 3 }),
});
/** A tracking number of its own, one in our number's form, or another parcel's number (an old label's). */
const trackingArb = fc.constantFrom('plain', 'numbered', 'others-number');

const fileArb = fc.array(groupArb, { minLength: 1, maxLength: 5 }).chain((groups) => {
  const count = groups.reduce((sum, g) => sum + (g.kind === 'alone' ? 1 : g.size), 0);
  const reference = fc.oneof(
    fc.nat({ max: count - 1 }).map((i) => ({ parcel: i, by: 'number' as const })),
    fc.nat({ max: count - 1 }).map((i) => ({ parcel: i, by: 'tracking' as const })),
    fc.constantFrom('KP9999999', 'NOSUCH123').map((text) => ({ text })),
  );
  return fc.record({
    groups: fc.constant(groups),
    trackings: fc.array(trackingArb, { minLength: count, maxLength: count }),
    moves: fc.array(fc.record({ reference, status: fc.constantFrom(...STEPS_IN_BULK) }), { maxLength: 14 }),
    batch: fc.integer({ min: 1, max: 5 }),
  });
});
type StatusFile = typeof fileArb extends fc.Arbitrary<infer T> ? T : never;

interface Outcome {
  lines: [number, 'moved' | MoveRefusal][];
  moved: number;
  steps: Omit<StepTaken, 'at'>[];
  statuses: [string, ParcelStatus, ParcelStatus[]][];
}

/** The file's parcels, requests and boxes stored through the ports, then its moves, and what came of them. */
async function apply(unitOfWork: UnitOfWork<TransactionalPorts>, file: StatusFile): Promise<Outcome> {
  const owners = Array.from({ length: OWNERS }, () => aUser());
  const trackingOf = (i: number) =>
    ({
      plain: `TBA${String(i).padStart(12, '0')}`,
      numbered: `KP${String(2_000_001 + i)}`,
      'others-number': number(i + 1),
    })[file.trackings[i] ?? 'plain'];
  const numbers: string[] = [];
  await unitOfWork.run(async ({ users, parcels, shipments }) => {
    for (const owner of owners) await users.addIfEmailFree(owner);
    for (const [g, group] of file.groups.entries()) {
      // A request or a box is one owner's: an unclaimed parcel only ever travels alone.
      const owner = group.kind === 'alone' && group.owner === null ? undefined : owners[group.owner ?? 0];
      const mine = Array.from({ length: group.kind === 'alone' ? 1 : group.size }, () =>
        number(numbers.length),
      ).map((n) => (numbers.push(n), n));
      for (const n of mine) {
        const i = numbers.indexOf(n);
        const reached = PARCEL_STATUSES.slice(0, PARCEL_STATUSES.indexOf(group.status) + 1);
        const parcel = aParcel({
          ...(owner && { owner }),
          number: n,
          trackingNumber: trackingOf(i),
          status: group.status,
          events: reached.map((status, k) => ({ status, at: new Date(AT.getTime() - (10 - k) * 3_600_000) })),
        });
        await parcels.addIfNew(
          owner ? parcel : { ...parcel, userId: null, accountId: null, destination: null },
        );
      }
      if (group.kind === 'alone' || !owner) continue;
      const requestId = crypto.randomUUID();
      const box = group.kind === 'box' ? `KS${String(3_000_001 + g)}` : null;
      if (box)
        await shipments.add({
          number: box,
          userId: owner.id,
          accountId: owner.accountId,
          destination: 'kenya',
          parcels: mine,
          weights: { actualKg: 3, volumetricKg: 1, chargeableKg: 3 },
          dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 },
          freightCents: 4500,
          savingCents: 0,
          chargeCents: 4500,
          separateCents: 6000,
          packedBy: 'staff@example.com',
          packedAt: AT,
        });
      await shipments.addRequest({
        id: requestId,
        userId: owner.id,
        accountId: owner.accountId,
        status: box ? 'packed' : 'requested',
        parcels: mine,
        createdAt: AT,
        closedAt: box ? AT : null,
        shipmentNumber: box,
      });
      await parcels.holdFor(mine, requestId);
      if (box) await parcels.packInto(mine, box);
    }
  });
  const moves: StatusMove[] = file.moves.map((m, i) => ({
    line: i + 1,
    status: m.status,
    reference:
      'text' in m.reference
        ? m.reference.text
        : m.reference.by === 'number'
          ? number(m.reference.parcel)
          : trackingOf(m.reference.parcel),
  }));
  async function* batches() {
    for (let i = 0; i < moves.length; i += file.batch)
      yield await Promise.resolve(moves.slice(i, i + file.batch));
  }
  const refused = new Map<number, MoveRefusal>();
  const steps: Omit<StepTaken, 'at'>[] = [];
  const moved = await unitOfWork.run(({ parcels }) =>
    parcels.moveAll(
      batches(),
      AT,
      (move, refusal) => refused.set(move.line, refusal),
      (taken) => {
        steps.push(...taken.map(({ ownerId, ownerEmail, status }) => ({ ownerId, ownerEmail, status })));
        return Promise.resolve();
      },
    ),
  );
  // One query at a time: a transaction's client runs them in turn.
  const statuses = await unitOfWork.run(async ({ parcels }) => {
    const found: [string, ParcelStatus, ParcelStatus[]][] = [];
    for (const n of numbers) {
      const parcel = await parcels.find(n);
      found.push([n, parcel?.status ?? 'received', parcel?.events.map((e) => e.status) ?? []]);
    }
    return found;
  });
  return {
    lines: moves.map((m) => [m.line, refused.get(m.line) ?? 'moved']),
    moved,
    // Owners differ between the two runs: compared by their place.
    steps: steps.map((s) => ({
      ...s,
      ownerId: String(owners.findIndex((o) => o.id === s.ownerId)),
      ownerEmail: null,
    })),
    statuses,
  };
}

for (const target of DATABASE_TARGETS) {
  describe(`a status file's moves, in memory and set-wise on ${target.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(() => db.close());

    it('give every line the same outcome and every parcel the same final state', async () => {
      await fc.assert(
        fc.asyncProperty(fileArb, async (file) => {
          await db.reset();
          const inMemory = await apply(memoryStore(), file);
          const setWise = await apply(
            knexUnitOfWork(db.knex, db.kind === 'server' ? 'copy' : 'insert'),
            file,
          );
          expect(setWise).toEqual(inMemory);
        }),
        { numRuns: 40 },
      );
    });
  });
}
