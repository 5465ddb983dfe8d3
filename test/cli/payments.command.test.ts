import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../adapters/all-areas.js';
import { migrateToLatest } from '../../adapters/postgres/database.js';
import { PAYMENT_RECEIPT } from '../../core/payments/payment-receipt.js';
import { registerAndVerify } from '../support/accounts.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { testApp } from '../support/test-app.js';
import { fileDatabase } from '../support/file-databases.js';

/** An embedded database holding one verified account; returns its account ID. */
async function databaseWithAccount(dataDir: string): Promise<string> {
  const db = await fileDatabase(dataDir);
  await migrateToLatest(db, MIGRATIONS);
  const app = await testApp({ storage: db, logger: pino({ level: 'silent' }) });
  await registerAndVerify(app);
  const [accountId] = await db.knex('users').pluck('account_id');
  return String(accountId);
}

describe('cli payments record / credit / reverse / day', () => {
  it('records a payment once by its reference, credits, reverses once, lists the day, with exit 1 or 2 on refusals', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-payments-'), USER: 'grace' };
    const accountId = await databaseWithAccount(env.DATA_DIR);
    const payment = [
      '--account',
      accountId,
      '--amount-usd',
      '27.50',
      '--method',
      'cash',
      '--reference',
      'NBO-1',
    ];

    const recorded = await runCliInProcess(['payments', 'record', ...payment, '--json'], env);
    expect(recorded.status).toBe(0);
    const entry = JSON.parse(recorded.stdout) as { id: string; amountCents: number; accountId: string };
    expect(entry).toMatchObject({ amountCents: 2750, accountId, kind: 'payment', reference: 'NBO-1' });

    const twice = await runCliInProcess(['payments', 'record', ...payment], env);
    expect([twice.status, twice.stderr]).toEqual([
      1,
      expect.stringContaining('A payment with this reference has already been recorded'),
    ]);
    const unusable = await runCliInProcess(
      [
        'payments',
        'record',
        '--account',
        accountId,
        '--amount-usd',
        'lots',
        '--method',
        'cash',
        '--reference',
        'X',
      ],
      env,
    );
    expect([unusable.status, unusable.stderr]).toEqual([
      2,
      expect.stringContaining('The amount in US dollars'),
    ]);

    const credited = await runCliInProcess(
      ['payments', 'credit', '--account', accountId, '--amount-usd', '5', '--reason', 'Late flight'],
      env,
    );
    expect([credited.status, credited.stdout]).toEqual([
      0,
      expect.stringContaining(`Credited $5.00 to ${accountId}`),
    ]);

    const reversed = await runCliInProcess(
      ['payments', 'reverse', entry.id, '--reason', 'Counted twice'],
      env,
    );
    expect([reversed.status, reversed.stdout]).toEqual([0, expect.stringContaining('Reversed $27.50')]);
    const again = await runCliInProcess(['payments', 'reverse', entry.id, '--reason', 'Again'], env);
    expect([again.status, again.stderr]).toEqual([1, expect.stringContaining('reversed already')]);
    const notAnId = await runCliInProcess(['payments', 'reverse', 'KP1', '--reason', 'Why'], env);
    expect([notAnId.status, notAnId.stderr]).toEqual([
      2,
      expect.stringContaining('No ledger entry has this id'),
    ]);

    const check = await fileDatabase(env.DATA_DIR);
    expect(await check.knex('ledger_entries').orderBy('seq').select('kind', 'posted_by')).toEqual([
      { kind: 'payment', posted_by: 'cli:grace' },
      { kind: 'credit', posted_by: 'cli:grace' },
      { kind: 'reversal', posted_by: 'cli:grace' },
    ]);
    expect(await check.knex('mail_outbox').whereNotNull('compose_kind').pluck('compose_kind')).toEqual([
      PAYMENT_RECEIPT,
    ]);
    const [postedAt] = await check.knex('ledger_entries').pluck('posted_at');

    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(postedAt as Date);
    const listed = await runCliInProcess(['payments', 'day', day, '--json'], env);
    expect(listed.status).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject({
      day,
      totalCents: 0,
      payments: [{ id: entry.id, accountId, reversedBy: expect.any(String) as string }],
    });
  });
});
