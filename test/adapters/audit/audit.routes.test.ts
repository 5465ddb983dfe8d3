import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import type { AuditPageResponse } from '../../../core/audit/api/audit-responses.schema.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

const MEASURES = { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 };
const RECEIPT = {
  trackingNumber: 'TBA000000000901',
  carrier: 'UPS',
  weightKg: 2,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 10,
};

/** A customer's parcel received and moved by staff, over HTTP. */
async function desk() {
  const app = await testApp();
  await registerAndVerify(app);
  const customer = await signedInAgent(app);
  const staff = await signedInStaff(app);
  const owner = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  const accountId = owner?.accountId ?? '';
  const received = await staff
    .post('/api/admin/parcels')
    .send({ ...RECEIPT, accountId })
    .expect(201);
  const { number } = received.body as { number: string };
  await staff
    .post(`/api/admin/parcels/${number}/status`)
    .send({ status: 'departed', reason: 'Loaded by hand' })
    .expect(200);
  const trail = async (query: Record<string, string> = {}) =>
    (await staff.get('/api/admin/audit').query(query).expect(200)).body as AuditPageResponse;
  return { app, customer, staff, accountId, number, trail };
}

describe('GET /api/admin/audit', () => {
  it('shows a staff move with the staff e-mail, address and reason, newest first', async () => {
    const { number, accountId, trail } = await desk();
    const { entries, nextCursor } = await trail();
    expect(nextCursor).toBeNull();
    expect(entries.map((e) => e.action)).toEqual(['parcel.moved', 'parcel.received']);
    expect(entries[0]).toMatchObject({
      staffEmail: 'staff@example.com',
      subjectKind: 'parcel',
      subjectId: number,
      accountId,
      reason: 'Loaded by hand',
      details: { from: 'received', to: 'departed' },
    });
    expect(entries[0]?.staffUserId).toEqual(expect.any(String));
    expect(entries[0]?.address).toMatch(/127\.0\.0\.1|::1/);
  });

  it('filters by account, staff (e-mail in any case, or id) and dates, and pages with a cursor', async () => {
    const { accountId, trail } = await desk();
    const all = (await trail()).entries;
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await trail({ account: accountId.toLowerCase() })).entries).toEqual(all);
    expect((await trail({ account: 'KX999999' })).entries).toEqual([]);
    expect((await trail({ staff: 'STAFF@example.com' })).entries).toEqual(all);
    expect((await trail({ staff: all[0]?.staffUserId ?? '' })).entries).toEqual(all);
    expect((await trail({ staff: 'someone@example.com' })).entries).toEqual([]);
    expect((await trail({ from: today, to: today })).entries).toEqual(all);
    expect((await trail({ to: yesterday })).entries).toEqual([]);
    expect((await trail({ from: tomorrow })).entries).toEqual([]);
    const first = await trail({ limit: '1' });
    expect(first.entries).toEqual(all.slice(0, 1));
    expect((await trail({ limit: '1', cursor: first.nextCursor ?? '' })).entries).toEqual(all.slice(1));
  });

  it('records a scan’s hand-off once, as the staff member who scanned, and a refused scan not at all', async () => {
    const { staff, accountId, trail } = await desk();
    const scan = { reference: 'TBA000000000902', step: 'received', carrier: 'UPS', accountId, ...MEASURES };
    await staff.post('/api/admin/scans').send(scan).expect(201);
    await staff.post('/api/admin/scans').send(scan).expect(409);
    const received = (await trail()).entries.filter((e) => e.details.trackingNumber === 'TBA000000000902');
    expect(received).toEqual([
      expect.objectContaining({ action: 'parcel.received', staffEmail: 'staff@example.com', accountId }),
    ]);
  });

  it('records the desk’s selection as one batch naming its parcels, and a flight’s steps with what they moved', async () => {
    const { staff, number, trail } = await desk();
    await staff
      .post('/api/admin/parcels/moves')
      .send({ numbers: [number], status: 'arrived' })
      .expect(200);
    const flight = await staff
      .post('/api/admin/flights')
      .send({
        flightNumber: 'ET509',
        mawb: '706-12345675',
        destination: 'NBO',
        etd: '2026-12-08T22:30:00Z',
        eta: '2026-12-09T18:45:00Z',
      })
      .expect(201);
    const { id } = flight.body as { id: string };
    await staff.post(`/api/admin/flights/${id}/close`).expect(200);
    // A selection that moves nothing (already arrived) changed nothing and is not recorded.
    await staff
      .post('/api/admin/parcels/moves')
      .send({ numbers: [number], status: 'arrived' })
      .expect(200);
    const [closed, batch] = (await trail()).entries;
    expect(batch).toMatchObject({
      action: 'parcels.moved',
      subjectKind: 'batch',
      subjectId: 'desk selection to arrived',
      staffEmail: 'staff@example.com',
      details: { lines: 1, moved: 1, rejected: 0, numbers: number },
    });
    expect(closed).toMatchObject({
      action: 'flight.stepped',
      subjectKind: 'flight',
      subjectId: id,
      details: { flightNumber: 'ET509', step: 'close', from: 'planned', to: 'closed', moved: 0 },
    });
  });

  it('refuses a filter that is not valid with its field named', async () => {
    const { staff } = await desk();
    const refused = await staff.get('/api/admin/audit').query({ from: 'last week' }).expect(400);
    expect((refused.body as { errors: { path: string }[] }).errors[0]?.path).toBe('from');
  });

  it('is for staff only: 401 signed out, 403 for a customer', async () => {
    const { app, customer } = await desk();
    await request(app).get('/api/admin/audit').expect(401);
    await customer.get('/api/admin/audit').expect(403);
  });
});
