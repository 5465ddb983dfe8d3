import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../adapters/all-areas.js';
import { migrateToLatest } from '../../adapters/postgres/database.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { NEW_USER, registerAndVerify } from '../support/accounts.js';
import {
  FAKE_DARAJA_CREDENTIALS,
  type FakeDaraja,
  c2bPayment,
  darajaEnv,
  startFakeDaraja,
} from '../support/fake-daraja.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { testApp } from '../support/test-app.js';
import { fileDatabase } from '../support/file-databases.js';

const SECRET = FAKE_DARAJA_CREDENTIALS.MPESA_CALLBACK_SECRET;

let fake: FakeDaraja;
beforeAll(async () => {
  fake = await startFakeDaraja();
});
afterAll(() => fake.close());

describe('cli payments unmatched / assign', () => {
  it('lists paybill payments for no known account and credits one once to the account it was meant for', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-payments-'), MPESA_CALLBACK_SECRET: SECRET };
    const db = await fileDatabase(env.DATA_DIR);
    await migrateToLatest(db, MIGRATIONS);
    const app = await testApp({ storage: db, logger: pino({ level: 'silent' }) }, {}, env);
    await registerAndVerify(app);
    const owner = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
    if (!owner) throw new Error('no account');
    await request(app)
      .post(`/api/payments/mpesa/c2b/confirmation/${SECRET}`)
      .send(c2bPayment({ TransID: 'RKT9NOBODY', TransAmount: '2580', BillRefNumber: 'invoice 8' }))
      .expect(200);

    const listed = await runCliInProcess(['payments', 'unmatched'], env);
    expect([listed.status, listed.stdout]).toEqual([
      0,
      expect.stringMatching(
        /^RKT9NOBODY {2}KES 2,580 {2}account number "invoice 8" {2}Wanjiru Kamau {2}2547 \*{5} 126 {2}\S+\n$/,
      ),
    ]);
    const json = await runCliInProcess(['payments', 'unmatched', '--json'], env);
    expect(JSON.parse(json.stdout)).toMatchObject({
      unmatched: [{ transId: 'RKT9NOBODY', amountKes: 2580 }],
    });

    const assigned = await runCliInProcess(
      ['payments', 'assign', 'rkt9nobody', '--account', owner.accountId.toLowerCase()],
      env,
    );
    expect([assigned.status, assigned.stdout]).toEqual([
      0,
      `RKT9NOBODY (KES 2,580) credited to ${owner.accountId}.\n`,
    ]);
    const again = await runCliInProcess(
      ['payments', 'assign', 'RKT9NOBODY', '--account', owner.accountId],
      env,
    );
    expect([again.status, again.stderr]).toEqual([
      1,
      expect.stringContaining('This paybill payment has been assigned to an account already.'),
    ]);
    expect((await runCliInProcess(['payments', 'unmatched'], env)).stdout).toBe('No unmatched payments.\n');
    expect(
      (await runCliInProcess(['payments', 'assign', 'RKT9NOBODY', '--account', 'nobody'], env)).status,
    ).toBe(2);

    const check = await fileDatabase(env.DATA_DIR);
    const entries = await check
      .knex('ledger_entries')
      .select('amount_cents', 'source_kind', 'source_id', 'posted_by');
    // KES 2,580 at 129 a dollar: $20.00.
    expect(entries).toEqual([
      {
        amount_cents: '2000',
        source_kind: 'mpesa-receipt',
        source_id: 'RKT9NOBODY',
        posted_by: expect.stringMatching(/^cli:/),
      },
    ]);
  });
});

describe('cli payments mpesa register-urls', () => {
  it('registers the paybill’s validation and confirmation addresses with Daraja, showing them without the secret', async () => {
    const env = {
      ...darajaEnv(fake),
      DATA_DIR: migratedDataDir('cli-payments-'),
      PUBLIC_URL: 'https://kango.example',
    };
    const registered = await runCliInProcess(['payments', 'mpesa', 'register-urls'], env);
    expect(registered.status).toBe(0);
    expect(registered.stdout).toBe(
      [
        'M-Pesa answered: Success',
        '  validation:   https://kango.example/api/payments/mpesa/c2b/validation/[secret]',
        '  confirmation: https://kango.example/api/payments/mpesa/c2b/confirmation/[secret]',
        '',
      ].join('\n'),
    );
    expect(fake.requestsTo('/mpesa/c2b/v1/registerurl').at(-1)?.body).toMatchObject({
      ShortCode: '174379',
      ResponseType: 'Completed',
      ValidationURL: `https://kango.example/api/payments/mpesa/c2b/validation/${SECRET}`,
    });

    fake.state.mode = 'down';
    try {
      const away = await runCliInProcess(['payments', 'mpesa', 'register-urls'], env);
      expect([away.status, away.stderr]).toEqual([
        1,
        expect.stringContaining('M-Pesa cannot be reached just now'),
      ]);
    } finally {
      fake.state.mode = 'up';
    }
  });
});
