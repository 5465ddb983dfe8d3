import request from 'supertest';
import { ADAPTER_TOKENS } from '../../adapters/wiring.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { TOKENS } from '../../core/shared/tokens.js';
import type { StaffRole } from '../../core/shared/staff-roles.js';
import { anEntry } from '../core/ledger/ledger-entry.mother.js';
import type { testApp } from './test-app.js';

type App = Awaited<ReturnType<typeof testApp>>;

export const NEW_USER = {
  email: 'Amina.Yusuf@example.com',
  password: 'mango-kiwi-42-baobab',
  firstName: 'Amina',
  lastName: 'Yusuf',
  phoneNumber: '+254712345678',
};

/** Every mail queued so far, oldest first: the in-memory outbox, or the database's unsent mail. */
async function mailed(app: App): Promise<{ to: string; text: string }[]> {
  await app.container.get(ADAPTER_TOKENS.Background).idle();
  const memory = app.container.memoryStore;
  if (memory) return memory.outboxEntries().map(({ mail }) => ({ to: mail.to, text: mail.text }));
  // A test app runs no outbox worker: its mail waits in the outbox, due at once, in the order it was queued.
  // Read it, and leave it so.
  const queue = app.container.get(ADAPTER_TOKENS.OutboxQueue);
  const claimed = await queue.claimDue(app.container.get(TOKENS.Clock).now(), 1_000, 60_000);
  for (const mail of claimed) await queue.release(mail, new Date(0));
  return claimed.map(({ mail }) => ({ to: mail.to, text: mail.text }));
}

/**
 * The token in the newest mailed link to `path` (/verify-email or /reset-password), once mail work is done;
 * only among the mail to `to`, when given.
 */
export async function lastMailedToken(app: App, path: string, to?: string): Promise<string> {
  for (const mail of (await mailed(app)).reverse()) {
    if (to !== undefined && mail.to.toLowerCase() !== to.toLowerCase()) continue;
    const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no mailed ${path} link${to === undefined ? '' : ` to ${to}`}`);
}

/** Sends a mailed link's token with a password, as the link's page does once it has asked for the password. */
export function verifyWithPassword(app: App, token: string, password: string) {
  return request(app).post('/api/verify-email').send({ token, password });
}

/**
 * Registers and proves the address: the mailed link, opened with the password chosen at sign-up. An address
 * verified already (a second call on one database) is mailed a notice, and its last link says so (409).
 */
export async function registerAndVerify(app: App, user = NEW_USER): Promise<void> {
  await request(app).post('/api/register').send(user).expect(201);
  const token = await lastMailedToken(app, '/verify-email', user.email);
  const verified = await verifyWithPassword(app, token, user.password);
  if (verified.status !== 200 && verified.status !== 409) {
    throw new Error(`verification of ${user.email}: HTTP ${String(verified.status)} ${verified.text}`);
  }
}

/** A supertest agent keeps cookies, as a browser would. */
export async function signedInAgent(app: App, user = NEW_USER) {
  const agent = request.agent(app).set('Sec-Fetch-Site', 'same-origin');
  await agent.post('/api/login').send({ email: user.email, password: user.password }).expect(200);
  return agent;
}

/**
 * An agent signed in as a verified account holding these staff roles (the admin role, which may do everything,
 * unless told); each set of roles is its own account, so one app can hold a warehouse and a finance member.
 */
export async function signedInStaff(app: App, roles: readonly StaffRole[] = ['admin']) {
  const email =
    roles.length === 1 && roles[0] === 'admin' ? 'staff@example.com' : `${roles.join('-')}@example.com`;
  const staff = { ...NEW_USER, email };
  await registerAndVerify(app, staff);
  for (const role of roles) {
    await app.container.get(ACCOUNT_TOKENS.ChangeStaffRole).execute({ email, role, change: 'grant' });
  }
  return signedInAgent(app, staff);
}

/** The test customer registered, verified and signed in, owing a $27.00 charge: the agent and the account. */
export async function signedInOwing(app: App) {
  await registerAndVerify(app);
  const customer = await signedInAgent(app);
  const owner = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  if (!owner) throw new Error('no account');
  await app.container
    .get(TOKENS.UnitOfWork)
    .run(({ ledger }) => ledger.post(anEntry({ userId: owner.id, amountCents: 2700 })));
  return { customer, owner };
}
