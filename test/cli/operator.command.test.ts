import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { NEW_USER, registerAndVerify } from '../support/accounts.js';
import { databaseWithAccount } from '../support/cli-account.js';
import { fileDatabase } from '../support/file-databases.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';

const STAFF = { ...NEW_USER, email: 'grace@example.com' };

describe('the CLI records its operator in the audit trail', () => {
  it('as the staff member --as names, else the system user; --as a customer is refused and records nothing', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-operator-') };
    let staffId = '';
    const { accountId } = await databaseWithAccount(env.DATA_DIR, async (app) => {
      await registerAndVerify(app, STAFF);
      await app.container
        .get(ACCOUNT_TOKENS.ChangeStaffRole)
        .execute({ email: STAFF.email, role: 'admin', change: 'grant' });
      staffId = (await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(STAFF.email))?.id ?? '';
    });
    const credit = (reason: string) => [
      'payments',
      'credit',
      '--account',
      accountId,
      '--amount-usd',
      '5',
      '--reason',
      reason,
    ];
    const trail = async () =>
      (await fileDatabase(env.DATA_DIR))
        .knex('audit_entries')
        .orderBy('seq')
        .select<{ staff_user_id: string | null; staff_email: string; address: string; reason: string }[]>(
          'staff_user_id',
          'staff_email',
          'address',
          'reason',
        );

    expect((await runCliInProcess(['--as', 'GRACE@example.com', ...credit('Late flight')], env)).status).toBe(
      0,
    );
    expect((await runCliInProcess([...credit('Lost label'), '--as', STAFF.email], env)).status).toBe(0);
    expect((await runCliInProcess(credit('Goodwill'), env)).status).toBe(0);
    const refused = await runCliInProcess(['--as', NEW_USER.email, ...credit('Not staff')], env);
    expect([refused.status, refused.stderr]).toEqual([
      2,
      expect.stringContaining('no staff member has this e-mail'),
    ]);

    const user = process.env.USER ?? userInfo().username;
    expect(await trail()).toEqual([
      { staff_user_id: staffId, staff_email: STAFF.email, address: 'cli', reason: 'Late flight' },
      { staff_user_id: staffId, staff_email: STAFF.email, address: 'cli', reason: 'Lost label' },
      { staff_user_id: null, staff_email: `cli:${user}`, address: 'cli', reason: 'Goodwill' },
    ]);
  });
});
