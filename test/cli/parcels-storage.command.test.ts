import { describe, expect, it } from 'vitest';
import { daysAfter, warehouseDay } from '../../core/parcels/storage-fees.js';
import { databaseWithAccount } from '../support/cli-account.js';
import { boxArgs } from '../support/received-box.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { fileDatabase } from '../support/file-databases.js';

const BOX = boxArgs();

describe('cli parcels charge-storage', () => {
  it('posts five days’ fees for the 35th day after receipt, nothing when run again, and says so in JSON or words', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-storage-') };
    const accountId = (await databaseWithAccount(env.DATA_DIR)).accountId;
    const received = await runCliInProcess(
      ['parcels', 'receive', '--account', accountId, '--tracking', '1Z999AA10123456784', ...BOX, '--json'],
      env,
    );
    expect(received.status).toBe(0);
    const parcel = JSON.parse(received.stdout) as {
      number: string;
      events: { at: string }[];
      freeStorageUntil: string;
      storageFees: number;
    };
    const today = warehouseDay(new Date(parcel.events[0]?.at ?? ''));
    expect(parcel).toMatchObject({ freeStorageUntil: daysAfter(today, 30), storageFees: 0 });
    // Received 35 days ago: a day in the future is never charged, so the parcel is made older instead.
    const backdate = await fileDatabase(env.DATA_DIR);
    await backdate
      .knex('parcel_events')
      .where({ parcel_number: parcel.number })
      .update({ at: backdate.knex.raw(`at - interval '35 days'`) });
    const receiptDay = daysAfter(today, -35);
    const date = today;

    const first = await runCliInProcess(['parcels', 'charge-storage', '--date', date, '--json'], env);
    expect([first.status, first.stderr]).toEqual([0, '']);
    expect(JSON.parse(first.stdout)).toEqual({ through: date, posted: 5, feePerDay: 1, total: 5 });
    const again = await runCliInProcess(['parcels', 'charge-storage', '--date', date], env);
    expect([again.status, again.stdout.trim()]).toEqual([
      0,
      `Storage charged through ${date}: 0 day fees posted ($0.00).`,
    ]);
    const byDefault = await runCliInProcess(['parcels', 'charge-storage'], env);
    expect(byDefault.stdout).toContain('0 day fees posted');

    const check = await fileDatabase(env.DATA_DIR);
    const keys = await check
      .knex('ledger_entries')
      .where('source_kind', 'storage-fee')
      .orderBy('source_id')
      .pluck('source_id');
    expect(keys).toEqual([31, 32, 33, 34, 35].map((n) => `${parcel.number}:${daysAfter(receiptDay, n)}`));

    const shown = await runCliInProcess(
      ['parcels', 'status', parcel.number, '--status', 'departed', '--json'],
      env,
    );
    expect(JSON.parse(shown.stdout)).toMatchObject({ storageFees: 5, storageFeePerDay: 1 });

    const badDate = await runCliInProcess(['parcels', 'charge-storage', '--date', '2027-02-30'], env);
    expect([badDate.status, badDate.stderr]).toEqual([2, expect.stringContaining('YYYY-MM-DD')]);
    for (const ahead of [daysAfter(today, 1), '9999-12-31']) {
      const refused = await runCliInProcess(['parcels', 'charge-storage', '--date', ahead], env);
      expect([refused.status, refused.stdout, refused.stderr.trim()]).toEqual([
        2,
        '',
        `error: Storage is charged only through today, ${today} (the warehouse's calendar, UTC): ${ahead} has not come yet. Nothing was charged; give today's date or an earlier one. (--date ${ahead})`,
      ]);
    }
  });
});
