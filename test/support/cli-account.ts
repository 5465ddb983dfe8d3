import { pino } from 'pino';
import { MIGRATIONS } from '../../adapters/all-areas.js';
import { migrateToLatest } from '../../adapters/postgres/database.js';
import { registerAndVerify } from './accounts.js';
import { testApp } from './test-app.js';
import { fileDatabase } from './file-databases.js';

/** The verified customer a CLI test's database holds. */
export interface CliAccount {
  userId: string;
  accountId: string;
}

type TestApp = Awaited<ReturnType<typeof testApp>>;

/**
 * The embedded database under `dataDir` (migrated; a copy of the run's template is already), with the test
 * customer registered and verified through the app; `then` may add more through the same app. The database is the
 * test file's (`fileDatabase`), which the CLI's commands share.
 */
export async function databaseWithAccount(
  dataDir: string,
  then?: (app: TestApp, account: CliAccount) => Promise<void>,
): Promise<CliAccount> {
  const db = await fileDatabase(dataDir);
  await migrateToLatest(db, MIGRATIONS);
  const app = await testApp({ storage: db, logger: pino({ level: 'silent' }) });
  await registerAndVerify(app);
  const [user] = await db.knex('users').select<{ id: string; account_id: string }[]>('id', 'account_id');
  if (!user) throw new Error('the test customer was not registered');
  const account = { userId: user.id, accountId: user.account_id };
  await then?.(app, account);
  return account;
}
