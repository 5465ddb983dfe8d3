import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARCEL_NOTICE, readParcelNoticeKey } from '../../core/parcels/parcel-mails.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { databaseWithAccount } from '../support/cli-account.js';
import { boxArgs } from '../support/received-box.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { fileDatabase } from '../support/file-databases.js';

const BOX = boxArgs();

describe('cli parcels receive / status', () => {
  it('receives a parcel at the tariff, moves it forward only, and refuses what it cannot do with exit 1 or 2', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-parcels-') };
    const accountId = (await databaseWithAccount(env.DATA_DIR)).accountId;
    const tracking = ['--tracking', '1Z999AA10123456784'];

    const received = await runCliInProcess(
      ['parcels', 'receive', '--account', accountId, ...tracking, ...BOX, '--json'],
      env,
    );
    expect(received.status).toBe(0);
    const parcel = JSON.parse(received.stdout) as { number: string; charge: number; weights: object };
    expect(parcel).toMatchObject({
      charge: 30,
      weights: { actualKg: 2, volumetricKg: 1.2, chargeableKg: 2 },
    });

    const again = await runCliInProcess(
      ['parcels', 'receive', '--account', accountId, ...tracking, ...BOX],
      env,
    );
    expect([again.status, again.stderr]).toEqual([1, expect.stringContaining('already been received')]);
    const unknown = await runCliInProcess(
      ['parcels', 'receive', '--account', 'KX999999', '--tracking', 'TBA123456789000', ...BOX],
      env,
    );
    // An account nobody holds: kept unclaimed, listed, and assigned to its account.
    expect([unknown.status, unknown.stdout]).toEqual([0, expect.stringContaining('unclaimed')]);
    const stray = /Parcel (KP\d+)/.exec(unknown.stdout)?.[1] ?? '';
    const listed = await runCliInProcess(['parcels', 'unclaimed'], env);
    expect(listed.stdout).toContain(`${stray}  TBA123456789000  UPS`);
    const assigned = await runCliInProcess(
      ['parcels', 'assign', stray.toLowerCase(), accountId, '--json'],
      env,
    );
    expect([assigned.status, JSON.parse(assigned.stdout)]).toEqual([
      0,
      expect.objectContaining({ accountId, charge: 30 }),
    ]);
    expect((await runCliInProcess(['parcels', 'unclaimed'], env)).stdout).toContain('No unclaimed parcels.');
    const twice = await runCliInProcess(['parcels', 'assign', stray, accountId], env);
    expect([twice.status, twice.stderr]).toEqual([
      1,
      expect.stringContaining('already belongs to an account'),
    ]);
    expect((await runCliInProcess(['parcels', 'assign', stray, 'Amina'], env)).status).toBe(2);
    const badMeasure = await runCliInProcess(
      [
        'parcels',
        'receive',
        '--account',
        accountId,
        '--tracking',
        'TBA123456789000',
        ...BOX.slice(0, 2),
        '--weight-kg',
        'heavy',
        ...BOX.slice(4),
      ],
      env,
    );
    expect([badMeasure.status, badMeasure.stderr]).toEqual([2, expect.stringContaining('The weight in kg')]);

    const departed = await runCliInProcess(['parcels', 'status', parcel.number, '--status', 'departed'], env);
    expect([departed.status, departed.stdout]).toEqual([0, expect.stringContaining('Departed the USA')]);
    const back = await runCliInProcess(
      ['parcels', 'status', '1z999aa10123456784', '--status', 'received'],
      env,
    );
    expect([back.status, back.stderr]).toEqual([1, expect.stringContaining('only moves forward')]);

    const file = join(env.DATA_DIR, 'statuses.csv');
    writeFileSync(file, `tracking,status\n${parcel.number},arrived\nNOSUCH123,ready\n`);
    const refused = await runCliInProcess(['parcels', 'import-status', file, '--all-or-nothing'], env);
    expect([refused.status, refused.stdout]).toEqual([
      1,
      expect.stringContaining('line 3: No parcel has this'),
    ]);
    const imported = await runCliInProcess(['parcels', 'import-status', file, '--json'], env);
    expect(imported.status).toBe(1);
    expect(JSON.parse(imported.stdout)).toMatchObject({
      lines: 3,
      moved: 1,
      rejectedCount: 1,
      rolledBack: false,
    });

    const check = await fileDatabase(env.DATA_DIR);
    expect(await check.knex('parcels').count({ n: '*' })).toEqual([{ n: '2' }]);
    expect(await check.knex('parcel_events').orderBy('status').pluck('status')).toEqual([
      'arrived',
      'departed',
      'received',
      'received',
    ]);
    // The file that moved a parcel is one entry of the trail, by the operator; the one rolled back left none.
    const batches = await check
      .knex('audit_entries')
      .where({ action: 'parcels.moved' })
      .select('subject_id', 'staff_email', 'details');
    expect(batches).toEqual([
      {
        subject_id: 'status file statuses.csv',
        staff_email: expect.stringMatching(/^cli:/) as unknown,
        details: { lines: 3, moved: 1, rejected: 1 },
      },
    ]);
    // Receiving (and assigning) mails at once; a single move and a status file queue the same notice, written when sent.
    expect(await check.knex('mail_outbox').where('subject', 'like', '%parcel%').count({ n: '*' })).toEqual([
      { n: '2' },
    ]);
    const notices: { compose_kind: string; compose_key: string }[] = await check
      .knex('mail_outbox')
      .whereNotNull('compose_kind')
      .orderBy('id')
      .select('compose_kind', 'compose_key');
    expect(notices.map((n) => [n.compose_kind, readParcelNoticeKey(n.compose_key)?.status])).toEqual([
      [PARCEL_NOTICE, 'departed'],
      [PARCEL_NOTICE, 'arrived'],
    ]);

    // The handover takes the collection code the step to ready issued, or a stated reason.
    expect(
      (await runCliInProcess(['parcels', 'status', parcel.number, '--status', 'ready'], env)).status,
    ).toBe(0);
    const codes = await fileDatabase(env.DATA_DIR);
    const [code] = await codes.knex('collection_codes').pluck('code');
    const deliver = (...flags: string[]) =>
      runCliInProcess(['parcels', 'status', parcel.number, '--status', 'delivered', ...flags], env);
    // The ID's digits come only with the name of whoever collects it.
    const nobody = await deliver('--code', String(code), '--id-last4', '0042');
    expect([nobody.status, nobody.stderr]).toEqual([2, expect.stringContaining('name of whoever collects')]);
    const named = (...flags: string[]) => deliver('--collected-by', 'Jane Achieng', ...flags);
    const noCode = await named();
    expect([noCode.status, noCode.stderr]).toEqual([1, expect.stringContaining('six-digit collection code')]);
    const malformed = await named('--code', '12ab');
    expect([malformed.status, malformed.stderr]).toEqual([2, expect.stringContaining('six digits')]);
    const wrong = await named('--code', code === '000000' ? '000001' : '000000');
    expect([wrong.status, wrong.stderr]).toEqual([1, expect.stringContaining('4 more wrong codes lock it')]);

    // Release on payment: an unpaid parcel is handed over only with a stated reason, code or not.
    const unpaid = await named('--code', String(code));
    expect([unpaid.status, unpaid.stderr]).toEqual([
      1,
      expect.stringContaining('This parcel is not paid for: $30.00 is still owed for it.'),
    ]);
    const blank = await runCliInProcess(
      ['parcels', 'status', parcel.number, '--status', 'delivered', '--reason', ' ', '--collected-by', 'J'],
      env,
    );
    expect([blank.status, blank.stderr]).toEqual([2, expect.stringContaining('Say why')]);
    const reason = 'The owner pays cash at the office';
    const badId = await deliver('--reason', reason, '--collected-by', 'Jane Achieng', '--id-last4', '12');
    expect([badId.status, badId.stderr]).toEqual([2, expect.stringContaining('exactly four digits')]);
    // Who collected it is kept as proof, with who handed it over.
    const released = await deliver(
      '--reason',
      reason,
      '--collected-by',
      'Jane Achieng',
      '--id-last4',
      '0042',
      '--json',
    );
    expect(released.status).toBe(0);
    expect(JSON.parse(released.stdout)).toMatchObject({
      status: 'delivered',
      due: 30,
      events: [{ reason: null }, {}, {}, {}, { status: 'delivered', reason }],
      handedOver: {
        collectedBy: 'Jane Achieng',
        idLast4: '0042',
        withCode: false,
        by: expect.stringMatching(/^cli:/) as unknown,
      },
    });
    const shown = await runCliInProcess(['parcels', 'show', parcel.number], env);
    expect(shown.stdout).toMatch(/Collected by Jane Achieng \(ID …0042\); handed over by cli:/);
  });

  it('rejects an over-long line by its number in a 150 MB status file without line breaks, in bounded memory', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-parcels-') };
    await databaseWithAccount(env.DATA_DIR);
    const file = join(env.DATA_DIR, 'one-line.csv');
    writeFileSync(file, 'A'.repeat(150 * 1024 * 1024));
    // As `npm run cli` runs it: a heap of 128 MB, which a line read whole exhausted (signal 6).
    const run = await runCliInProcess(['parcels', 'import-status', file, '--json'], {
      ...env,
      NODE_OPTIONS: '--max-old-space-size=128',
    });
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({
      lines: 1,
      moved: 0,
      rejected: [{ line: 1, reason: 'Line longer than 200 characters' }],
    });
  });
});
