import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../adapters/all-areas.js';
import { KnexMpesaPayments } from '../../../adapters/payments/knex-mpesa-payments.js';
import { type Database, migrateToLatest } from '../../../adapters/postgres/database.js';
import { addUpgradedOwner, migrationsBefore } from '../../support/upgraded-database.js';
import { openEmptyDatabase } from '../../support/databases.js';

const MIGRATION = '20261202-010-mpesa-payment-failures';

/** Pushes as they were kept (status, ResultCode, ResultDesc), and the ending each must become. */
const OLD_ROWS = [
  ['pending', null, null, null],
  ['paid', 0, 'The service request is processed successfully.', null],
  ['cancelled', 1032, 'Request cancelled by user', null],
  ['failed', 1, 'The balance is insufficient for the transaction.', 'insufficient-funds'],
  ['failed', 2001, 'The initiator information is invalid.', 'wrong-pin'],
  ['failed', 9999, 'Error while sending push', 'not-delivered'],
  ['failed', 0, 'M-Pesa reported KES 100 for a request of KES 3483', 'other-amount'],
  ['failed', null, 'M-Pesa gave no result for this request within a day', 'no-result'],
  ['failed', 17, 'System internal error', 'other'],
] as const;

describe('the M-Pesa failures migration, on a database upgraded with pushes in it', () => {
  let db: Database;
  const userId = crypto.randomUUID();
  const ids = OLD_ROWS.map(() => crypto.randomUUID());

  beforeAll(async () => {
    db = await openEmptyDatabase();
    await db.knex.migrate.latest({ migrationSource: migrationsBefore(MIGRATION) });
    await addUpgradedOwner(db.knex, userId);
    const at = new Date('2026-12-01T10:00:00.000Z');
    await db.knex('mpesa_payments').insert(
      OLD_ROWS.map(([status, code, desc], i) => ({
        id: ids[i],
        user_id: userId,
        account_id: 'KX100001',
        phone: '254712345678',
        amount_kes: 3483,
        amount_cents: 2700,
        kes_per_usd: 129,
        rate_date: '2026-11-01',
        merchant_request_id: `29115-${String(i)}-1`,
        checkout_request_id: `ws_CO_${String(i)}`,
        status,
        result_code: code,
        result_desc: desc,
        created_at: at,
        settled_at: status === 'pending' ? null : at,
        next_query_at: at,
      })),
    );
    await migrateToLatest(db, MIGRATIONS);
  });
  afterAll(() => db.close());

  it("reads each kept ResultCode into the core's failure, and keeps M-Pesa's code and words", async () => {
    const payments = new KnexMpesaPayments(db.knex);
    const read = await Promise.all(ids.map((id) => payments.find(id)));
    expect(read.map((p) => [p?.status, p?.providerCode, p?.providerDescription, p?.failure])).toEqual(
      OLD_ROWS.map(([status, code, desc, failure]) => [
        status,
        code === null ? null : String(code),
        desc,
        failure,
      ]),
    );
  });

  it('refuses a failure off the list, and a failure on a push that did not fail', async () => {
    const [, paid, , failed] = ids;
    await expect(
      db.knex('mpesa_payments').where({ id: failed }).update({ failure: 'bad-luck' }),
    ).rejects.toThrow(/mpesa_payments_failure_check/);
    await expect(
      db.knex('mpesa_payments').where({ id: paid }).update({ failure: 'expired' }),
    ).rejects.toThrow(/mpesa_payments_failure_when_failed/);
    await expect(db.knex('mpesa_payments').where({ id: failed }).update({ failure: null })).rejects.toThrow(
      /mpesa_payments_failure_when_failed/,
    );
  });
});
