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
