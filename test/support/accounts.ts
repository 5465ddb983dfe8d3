import request from 'supertest';
import { ADAPTER_TOKENS } from '../../adapters/wiring.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import type { testApp } from './test-app.js';

type App = Awaited<ReturnType<typeof testApp>>;

export const NEW_USER = {
  email: 'Amina.Yusuf@example.com',
  password: 'mango-kiwi-42-baobab',
  firstName: 'Amina',
  lastName: 'Yusuf',
  phoneNumber: '+254712345678',
};

/** The token in the newest mailed link to `path` (/verify-email or /reset-password), once mail work is done. */
export async function lastMailedToken(app: App, path: string): Promise<string> {
  await app.container.get(ADAPTER_TOKENS.Background).idle();
  const entries = app.container.memoryStore?.outboxEntries() ?? [];
  for (const entry of [...entries].reverse()) {
    const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(entry.mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no mailed ${path} link`);
}

/**
 * Registers and proves the address: through the mailed link when the mail is kept in memory, otherwise (a real
 * database) by marking the account verified, as the link would.
 */
export async function registerAndVerify(app: App, user = NEW_USER): Promise<void> {
  await request(app).post('/api/register').send(user).expect(201);
  if (!app.container.memoryStore) {
    await markVerified(app, user.email);
    return;
  }
  await request(app)
    .get(`/api/verify-email/${await lastMailedToken(app, '/verify-email')}`)
    .expect(200);
}

/** The account's address proved, for a test on a real database, whose mailed links it does not read. */
export async function markVerified(app: App, email: string): Promise<void> {
  const users = app.container.get(ACCOUNT_TOKENS.Users);
  const account = await users.findByEmail(email);
  if (!account) throw new Error(`no account for ${email}`);
  await users.update(account.id, { isEmailVerified: true }, new Date());
}

/** A supertest agent keeps cookies, as a browser would. */
export async function signedInAgent(app: App, user = NEW_USER) {
  const agent = request.agent(app).set('Sec-Fetch-Site', 'same-origin');
  await agent.post('/api/login').send({ email: user.email, password: user.password }).expect(200);
  return agent;
}

/** An agent signed in as a verified account with the admin role. */
export async function signedInStaff(app: App) {
  const staff = { ...NEW_USER, email: 'staff@example.com' };
  await registerAndVerify(app, staff);
  await app.container.get(ACCOUNT_TOKENS.SetAdminRole).execute({ email: staff.email, isAdmin: true });
  return signedInAgent(app, staff);
}
