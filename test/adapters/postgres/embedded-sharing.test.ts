import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../adapters/postgres/database.js';
import { EmbeddedDatabaseInUseError } from '../../../adapters/postgres/embedded-postgres.js';
import { migratedDataDir } from '../../support/migrated-database.js';

const open: Database[] = [];
const track = (db: Database) => (open.push(db), db);
afterEach(async () => {
  // Guests first: the owner's close stops the database.
  for (const db of open.splice(0).reverse()) await db.close();
});

async function ownerAndGuest() {
  // A copy of the run's migrated database: making a new one (initdb) for each test was most of this file's time.
  const dataDir = migratedDataDir('embedded-sharing-');
  const owner = track(await openDatabase({ kind: 'embedded', dataDir }));
  const guest = track(await openDatabase({ kind: 'embedded', dataDir, besideServer: true }));
  await owner.knex.raw('create table notes (n integer primary key, by text)');
  return { dataDir, owner, guest };
}

describe('the embedded database shared with commands beside its owner', () => {
  it("keeps the owner's transaction whole while a guest writes, and each sees the other's commits", async () => {
    const { owner, guest } = await ownerAndGuest();
    let guestDone = false;
    const guestWrite = async () => {
      await guest.knex('notes').insert({ n: 2, by: 'guest' });
      guestDone = true;
    };
    let guestWriting: Promise<void> | undefined;
    await owner.knex.transaction(async (trx) => {
      await trx('notes').insert({ n: 1, by: 'owner' });
      guestWriting = guestWrite();
      // The guest waits for the owner's transaction: it cannot run inside it.
      expect(await trx('notes').pluck('by')).toEqual(['owner']);
      expect(guestDone).toBe(false);
      await trx('notes').where({ n: 1 }).update({ by: 'owner, committed' });
    });
    await guestWriting;
    expect(await owner.knex('notes').orderBy('n').pluck('by')).toEqual(['owner, committed', 'guest']);

    // A guest's rolled-back transaction leaves nothing, and the owner's reads go on beside it.
    await expect(
      guest.knex.transaction(async (trx) => {
        await trx('notes').insert({ n: 3, by: 'guest' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await owner.knex('notes').count({ n: '*' })).toEqual([{ n: '2' }]);
  });

  it("leaves nothing of one client's session to the other: settings, temporary tables, advisory locks", async () => {
    const { owner, guest } = await ownerAndGuest();
    await guest.knex.raw(`set application_name = 'guest'`);
    await guest.knex.raw('create temp table scratch (n integer)');
    await guest.knex.raw('select pg_advisory_lock(42)');
    expect(
      (
        await owner.knex.raw<{ rows: { name: string }[] }>(
          `select current_setting('application_name') as name`,
        )
      ).rows,
    ).toEqual([{ name: '' }]);
    expect(
      (
        await owner.knex.raw<{ rows: { t: string | null }[] }>(
          `select to_regclass('pg_temp.scratch')::text as t`,
        )
      ).rows,
    ).toEqual([{ t: null }]);
    expect(
      (await owner.knex.raw<{ rows: { got: boolean }[] }>('select pg_try_advisory_lock(42) as got')).rows,
    ).toEqual([{ got: true }]);
  });

  it('takes the turn back from a guest that holds it while the owner waits, and tells the guest why', async () => {
    const { owner, guest } = await ownerAndGuest();
    const trx = await guest.knex.transaction();
    await trx('notes').insert({ n: 7, by: 'guest' });
    // The owner asks while the guest sits in its transaction: it is answered after the guest's bounded turn.
    expect(await owner.knex('notes').count({ n: '*' })).toEqual([{ n: '0' }]);
    await expect(trx('notes').insert({ n: 8, by: 'guest' })).rejects.toMatchObject({ code: '57000' });
    await trx.rollback().catch(() => undefined);
    expect(await owner.knex('notes').count({ n: '*' })).toEqual([{ n: '0' }]);
    // The guest goes on with new work.
    await guest.knex('notes').insert({ n: 9, by: 'guest' });
    expect(await owner.knex('notes').pluck('n')).toEqual([9]);
  });

  it("ends a guest's statement still running when its turn is over: the owner is answered, nothing committed is lost", async () => {
    const { owner, guest } = await ownerAndGuest();
    await guest.knex('notes').insert({ n: 1, by: 'guest, committed' });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const sleeping = guest.knex.raw('select pg_sleep(60)').then(
      () => 'finished',
      (error: unknown) => (error as { code?: string }).code,
    );
    // Asked while the guest's statement runs: answered once the guest's turn is over, from the same files.
    expect(await owner.knex('notes').pluck('by')).toEqual(['guest, committed']);
    expect(await sleeping).toBe('57000');
    delay.disable();
    // PGlite ran the statement in its own thread: this one (the site's) went on meanwhile.
    expect(delay.max / 1e6).toBeLessThan(1_000);
    // The guest goes on with new work, on the database started again.
    await guest.knex('notes').insert({ n: 2, by: 'guest, after' });
    expect(await owner.knex('notes').orderBy('n').pluck('n')).toEqual([1, 2]);

    // Inside a transaction: undone with it, and the transaction's later statements refused until its rollback.
    const trx = await guest.knex.transaction();
    await trx('notes').insert({ n: 3, by: 'guest, undone' });
    const stuck = trx.raw('select pg_sleep(60)').then(
      () => 'finished',
      (error: unknown) => (error as { code?: string }).code,
    );
    expect(await owner.knex('notes').orderBy('n').pluck('n')).toEqual([1, 2]);
    expect(await stuck).toBe('57000');
    await expect(trx('notes').insert({ n: 4, by: 'guest' })).rejects.toMatchObject({ code: '57000' });
    await trx.rollback().catch(() => undefined);
    expect(await owner.knex('notes').orderBy('n').pluck('n')).toEqual([1, 2]);
  });

  it('refuses a second owner of the same files', async () => {
    const { dataDir } = await ownerAndGuest();
    await expect(openDatabase({ kind: 'embedded', dataDir })).rejects.toBeInstanceOf(
      EmbeddedDatabaseInUseError,
    );
  });
});
