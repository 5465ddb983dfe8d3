import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { mailedVerificationToken } from './local-mail.js';
import { runCli } from './run-cli.js';
import { type RunningServer, startServer } from './server-process.js';

export const STAFF = {
  email: 'staff@example.com',
  password: 'Delaware-warehouse-26',
  firstName: 'Grace',
  lastName: 'Muthoni',
  phoneNumber: '+254700123456',
};

/**
 * A server whose embedded database holds a staff account. The database belongs to one process: register and
 * verify with the mailed link and the password (only a proved address may be staff), stop, grant the role with
 * the CLI, start again.
 */
export async function startServerWithStaff(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const withData = { DATA_DIR: mkdtempSync(join(tmpdir(), 'staff-e2e-')), ...env };
  const first = await startServer(withData);
  const registered = await fetch(`${first.url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (registered.status !== 201) throw new Error(`registration failed: HTTP ${registered.status}`);
  const token = await mailedVerificationToken(withData.DATA_DIR, STAFF.email);
  const verified = await fetch(`${first.url}/api/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, password: STAFF.password }),
  });
  await first.stop();
  if (verified.status !== 200) throw new Error(`verification failed: HTTP ${verified.status}`);
  const grant = runCli(['users', 'grant-admin', STAFF.email], withData);
  if (grant.status !== 0) throw new Error(`grant-admin failed: ${grant.stderr}`);
  return startServer(withData);
}

/** Signs the staff account in through the sign-in form, as staff do. */
export async function signInAsStaff(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/auth`);
  await page.getByLabel(/^Email/).fill(STAFF.email);
  await page.getByLabel(/^Password/).fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: `Welcome, ${STAFF.firstName}!` }).waitFor();
}
