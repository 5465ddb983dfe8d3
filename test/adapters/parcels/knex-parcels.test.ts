import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexParcels } from '../../../adapters/parcels/knex-parcels.js';
import type { StepTaken } from '../../../core/parcels/parcels.ports.js';
import { DATABASE_TARGETS, type TestDatabase } from '../../support/databases.js';
import { aParcel } from '../../core/parcels/parcel.mother.js';
import { aUser } from '../../core/accounts/user.mother.js';
import { knexUnitOfWork } from '../../support/stores.js';

const AT = new Date('2026-11-26T09:00:00.000Z');

for (const target of DATABASE_TARGETS) {
  describe(`the PostgreSQL parcels adapter's status file: ${target.name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(() => db.close());

    /** A parcel for each number, each its own owner's. */
    async function parcelsOfOwners(numbers: readonly string[]) {
      const owners = numbers.map(() => aUser());
      await knexUnitOfWork(db.knex).run(async ({ users, parcels }) => {
        for (const [i, owner] of owners.entries()) {
          await users.addIfEmailFree(owner);
          await parcels.addIfNew(aParcel({ owner, number: numbers[i] }));
        }
      });
      return owners;
    }

    async function* departedLines(numbers: readonly string[]) {
      yield await Promise.resolve(
        numbers.map((reference, i) => ({ line: i + 1, reference, status: 'departed' }) as const),
      );
    }

    /** The parcels moved to departed by a status file, its steps handed back two at a time to `onSteps`. */
    const departInPagesOfTwo = (
      numbers: readonly string[],
      onSteps: (trx: Knex.Transaction, page: readonly StepTaken[]) => Promise<void>,
    ) =>
      db.knex.transaction((trx) =>
        new KnexParcels(trx, db.kind === 'server' ? 'copy' : 'insert', 2).moveAll(
          departedLines(numbers),
          AT,
          () => undefined,
          (page) => onSteps(trx, page),
        ),
      );
    const departedEvents = (numbers: readonly string[]) =>
      db.knex('parcel_events').whereIn('parcel_number', numbers).andWhere('status', 'departed');

    it("answers once every page's notices are queued, and fails with the first that fails", async () => {
      const numbers = ['KP2000001', 'KP2000002', 'KP2000003', 'KP2000004', 'KP2000005'];
      await parcelsOfOwners(numbers);
      const queued: number[] = [];
      const moved = await departInPagesOfTwo(numbers, async (trx, page) => {
        await trx.raw('select 1');
        await new Promise((resolve) => setTimeout(resolve, 20));
        queued.push(page.length);
      });
      expect(moved).toBe(5);
      expect(queued).toEqual([2, 2, 1]);

      const others = ['KP3000001', 'KP3000002', 'KP3000003', 'KP3000004', 'KP3000005'];
      const [first] = await parcelsOfOwners(others);
      const failing = departInPagesOfTwo(others, async (trx, page) => {
        if (page.some((step) => step.ownerId === first?.id)) throw new Error('the outbox is gone');
        await trx.raw('select 1');
      });
      await expect(failing).rejects.toThrow('the outbox is gone');
      expect(await departedEvents(others)).toEqual([]);

      // A page whose notices fail in the database: its error is the one told, and nothing is recorded.
      const last = ['KP4000001', 'KP4000002', 'KP4000003', 'KP4000004', 'KP4000005'];
      const [owner] = await parcelsOfOwners(last);
      const broken = departInPagesOfTwo(last, async (trx, page) => {
        await trx.raw(page.some((step) => step.ownerId === owner?.id) ? 'select 1/0' : 'select 1');
      });
      await expect(broken).rejects.toThrow('division by zero');
      expect(await departedEvents(last)).toEqual([]);
    });

    it('hands back the steps taken, each owner once, a page at a time, never the whole file at once', async () => {
      const owners = [aUser({ isEmailVerified: true }), aUser(), aUser()];
      // The first and the last owner have two parcels each.
      const numbers = ['KP1000001', 'KP1000002', 'KP1000003', 'KP1000004', 'KP1000005'];
      const ownerOf = [0, 0, 1, 2, 2];
      await knexUnitOfWork(db.knex).run(async ({ users, parcels }) => {
        for (const owner of owners) await users.addIfEmailFree(owner);
        for (const [i, number] of numbers.entries())
          await parcels.addIfNew(aParcel({ owner: owners[ownerOf[i] ?? 0], number }));
      });
      async function* lines() {
        // The last line moves nothing: a page holds only what was recorded.
        yield await Promise.resolve(
          [...numbers, 'KP1000001'].map(
            (reference, i) => ({ line: i + 1, reference, status: 'departed' }) as const,
          ),
        );
      }
      const pages: StepTaken[][] = [];
      const bulkLoad = db.kind === 'server' ? 'copy' : 'insert';
      const moved = await db.knex.transaction((trx) =>
        new KnexParcels(trx, bulkLoad, 2).moveAll(
          lines(),
          AT,
          () => undefined,
          (page) => {
            pages.push([...page]);
            return Promise.resolve();
          },
        ),
      );
      expect(moved).toBe(5);
      expect(pages.map((page) => page.map((m) => m.ownerId))).toEqual([
        [owners[0]?.id, owners[1]?.id],
        [owners[2]?.id],
      ]);
      expect(pages[0]?.[0]).toEqual({
        ownerId: owners[0]?.id,
        ownerEmail: owners[0]?.email,
        status: 'departed',
        at: AT,
      });
    });
  });
}
