import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { DESK_PAGE_SIZE, HANDOVER_NOT_IN_BULK } from '../../../core/parcels/parcel-desk.js';
import type {
  DeskMovesResponse,
  DeskPageResponse,
  UnclaimedListResponse,
} from '../../../core/parcels/api/parcel-desk.endpoints.js';
import { CONTROL_CHARACTER_MESSAGE } from '../../../core/shared/text-fields.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { DATABASE_TARGETS, useDatabase } from '../../support/databases.js';
import { testApp } from '../../support/test-app.js';

const BOX = { carrier: 'UPS', weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 };
type App = Awaited<ReturnType<typeof testApp>>;

async function desk(app: App) {
  await registerAndVerify(app);
  const customer = await signedInAgent(app);
  const staff = await signedInStaff(app);
  const account = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  if (!account) throw new Error('no account');
  const receive = async (trackingNumber: string, accountId?: string) => {
    const received = await staff
      .post('/api/admin/parcels')
      .send({ ...BOX, trackingNumber, ...(accountId !== undefined && { accountId }) })
      .expect(201);
    return (received.body as { number: string }).number;
  };
  const search = async (query: string) =>
    (await staff.get(`/api/admin/parcels${query}`).expect(200)).body as DeskPageResponse;
  return { customer, staff, accountId: account.accountId, receive, search };
}

/** The desk over HTTP, on one storage: `open` gives a fresh app. */
function deskSuite(name: string, open: () => Promise<App>) {
  describe(`the staff desk over HTTP: ${name}`, () => {
    it('receives an unknown suite unclaimed, offers the customer who pre-alerted it, and assigns it once', async () => {
      const app = await open();
      const { customer, staff, accountId, receive } = await desk(app);
      const number = await receive('1Z999AA10123456784', 'KX999999');
      const blank = await receive('TBA000000000042', '  ');
      await customer
        .post('/api/pre-alerts')
        .send({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784', description: 'Shoes', value: 40 })
        .expect(201);
      const unclaimed = (await staff.get('/api/admin/parcels/unclaimed').expect(200))
        .body as UnclaimedListResponse;
      expect(unclaimed.parcels.map((p) => [p.number, p.owner, p.preAlertedBy])).toEqual([
        [blank, null, []],
        [number, null, [{ accountId, name: 'Amina Yusuf' }]],
      ]);
      // Not the customer's to see before it is assigned.
      await customer.get(`/api/parcels/${number}`).expect(404);
      await staff.post(`/api/admin/parcels/${number}/status`).send({ status: 'departed' }).expect(409);
      const assigned = await staff
        .post(`/api/admin/parcels/${number.toLowerCase()}/assign`)
        .send({ accountId: accountId.toLowerCase() })
        .expect(200);
      expect(assigned.body).toMatchObject({ accountId, freight: 30, preAlertSaving: 3, charge: 27, due: 27 });
      await customer.get(`/api/parcels/${number}`).expect(200);
      await staff.post(`/api/admin/parcels/${number}/assign`).send({ accountId }).expect(409);
      await staff.post('/api/admin/parcels/KP1999999/assign').send({ accountId }).expect(404);
      await staff.post(`/api/admin/parcels/${blank}/assign`).send({ accountId: 'KX999999' }).expect(404);
      const bad = await staff.post(`/api/admin/parcels/${blank}/assign`).send({ accountId: 'Amina' });
      expect([bad.status, (bad.body as { errors: { path: string }[] }).errors[0]?.path]).toEqual([
        400,
        'accountId',
      ]);
    });

    it('finds parcels by account ID, tracking number, name and status, and moves several at once', async () => {
      const app = await open();
      const { staff, accountId, receive, search } = await desk(app);
      const first = await receive('TBA000000000101', accountId);
      const second = await receive('TBA000000000102', accountId);
      const stray = await receive('TBA000000000103');
      expect((await search(`?q=${accountId.toLowerCase()}`)).parcels.map((p) => p.number)).toEqual([
        second,
        first,
      ]);
      const byTracking = await search('?q=tba 0000 0000 0102');
      expect(byTracking).toEqual({
        parcels: [
          {
            number: second,
            trackingNumber: 'TBA000000000102',
            status: 'received',
            owner: { accountId, name: 'Amina Yusuf' },
            receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
            chargeableKg: 2,
          },
        ],
        nextCursor: null,
      });
      expect((await search('?q=yusuf')).parcels).toHaveLength(2);
      // Empty parameters, as an untouched form sends them, ask for nothing.
      expect((await search('?q=&status=&cursor=')).parcels).toHaveLength(3);
      const moved = await staff
        .post('/api/admin/parcels/moves')
        .send({ numbers: [first, second, stray], status: 'departed' })
        .expect(200);
      expect(moved.body as DeskMovesResponse).toEqual({
        moved: 2,
        results: [
          { number: first, moved: true, reason: null },
          { number: second, moved: true, reason: null },
          { number: stray, moved: false, reason: expect.stringContaining('unclaimed') as unknown },
        ],
      });
      expect((await search('?status=departed')).parcels.map((p) => p.number)).toEqual([second, first]);
      expect((await search('?status=received')).parcels.map((p) => [p.number, p.owner])).toEqual([
        [stray, null],
      ]);
    });

    it('refuses a search holding a control character with the field message, as PostgreSQL would refuse it', async () => {
      const app = await open();
      const { staff } = await desk(app);
      for (const q of ['%00', 'KP%001', '%1B%5B2J']) {
        const res = await staff.get(`/api/admin/parcels?q=${q}`);
        expect(res.status, q).toBe(400);
        expect(res.body).toEqual({
          message: CONTROL_CHARACTER_MESSAGE,
          errors: [{ path: 'q', message: CONTROL_CHARACTER_MESSAGE }],
        });
      }
    });

    it('pages newest first by an opaque cursor, and refuses a cursor it did not give', async () => {
      const app = await open();
      const { accountId, receive, search } = await desk(app);
      const numbers: string[] = [];
      for (let i = 0; i < DESK_PAGE_SIZE + 2; i += 1)
        numbers.push(await receive(`TBA${String(500_000_000 + i).padStart(12, '0')}`, accountId));
      const newestFirst = [...numbers].reverse();
      const first = await search('');
      expect(first.parcels.map((p) => p.number)).toEqual(newestFirst.slice(0, DESK_PAGE_SIZE));
      expect(first.nextCursor).toEqual(expect.any(String));
      expect(first.nextCursor).not.toContain('KP');
      const second = await search(`?cursor=${first.nextCursor ?? ''}`);
      expect(second).toEqual({
        parcels: newestFirst
          .slice(DESK_PAGE_SIZE)
          .map((number) => expect.objectContaining({ number }) as unknown),
        nextCursor: null,
      });
    });
  });
}

deskSuite('in memory', () => testApp());
const [embedded] = DATABASE_TARGETS;
if (embedded) {
  describe('on the embedded database', () => {
    const database = useDatabase(embedded);
    deskSuite(embedded.name, () => testApp({ storage: database.db }));
  });
}

describe('the desk’s endpoints refuse', () => {
  it('the signed out (401), customers (403) and bad input (400)', async () => {
    const app = await testApp();
    const { customer, staff } = await desk(app);
    const calls = [
      ['get', '/api/admin/parcels'],
      ['get', '/api/admin/parcels/unclaimed'],
      ['post', '/api/admin/parcels/KP1000001/assign'],
      ['post', '/api/admin/parcels/moves'],
    ] as const;
    for (const [method, path] of calls) {
      await request(app)[method](path).set('Sec-Fetch-Site', 'same-origin').send({}).expect(401);
      await customer[method](path)
        .send({ accountId: 'KX1', numbers: ['KP1'], status: 'departed' })
        .expect(403);
    }
    for (const query of ['?status=lost', '?cursor=KP1000001', '?cursor=%00', `?q=${'x'.repeat(81)}`])
      await staff.get(`/api/admin/parcels${query}`).expect(400);
    for (const body of [
      { numbers: [], status: 'departed' },
      { numbers: ['TBA1'], status: 'departed' },
      { numbers: ['KP1000001'], status: 'lost' },
      { numbers: Array.from({ length: 201 }, (_, i) => `KP${String(1_000_000 + i)}`), status: 'departed' },
    ])
      await staff.post('/api/admin/parcels/moves').send(body).expect(400);
    // A hand-over takes its owner's code, one parcel at a time: a selection is refused with where to record it.
    const handover = await staff
      .post('/api/admin/parcels/moves')
      .send({ numbers: ['KP1000001'], status: 'delivered' })
      .expect(400);
    expect(JSON.stringify(handover.body)).toContain(HANDOVER_NOT_IN_BULK);
    await staff.post('/api/admin/parcels/KP1000001/assign').send({}).expect(400);
  });
});
