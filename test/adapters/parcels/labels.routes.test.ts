import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { PARCEL_TOKENS } from '../../../core/parcels/parcel.tokens.js';
import { MAX_LABELS } from '../../../core/parcels/parcel-labels.js';
import { PLACEHOLDER_PICKUP_POINTS } from '../../../core/shared/pickup-points.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { barcodesInPdf, bytesOf } from '../../support/barcodes.js';
import { DATABASE_TARGETS, useDatabase } from '../../support/databases.js';
import { testApp } from '../../support/test-app.js';

const PARCEL = { carrier: 'UPS', weightKg: 3.25, lengthCm: 30, widthCm: 20, heightCm: 10 };
const BOX = { weightKg: 10.5, lengthCm: 50, widthCm: 40, heightCm: 30 };
const [POINT] = PLACEHOLDER_PICKUP_POINTS;
type App = Awaited<ReturnType<typeof testApp>>;

/** Three parcels packed into a box and one on its own, for a customer who collects at a pickup point. */
async function warehouse(app: App) {
  await registerAndVerify(app);
  const customer = await signedInAgent(app);
  const staff = await signedInStaff(app);
  const account = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  if (!account) throw new Error('no account');
  const parcels: string[] = [];
  for (const tracking of ['TBA000000000101', 'TBA000000000102', 'TBA000000000103', 'TBA000000000104']) {
    const received = await staff
      .post('/api/admin/parcels')
      .send({ ...PARCEL, accountId: account.accountId, trackingNumber: tracking })
      .expect(201);
    parcels.push((received.body as { number: string }).number);
  }
  const asked = await customer
    .post('/api/ship-requests')
    .send({ parcels: parcels.slice(0, 3) })
    .expect(201);
  const packed = await staff
    .post(`/api/admin/ship-requests/${(asked.body as { id: string }).id}/pack`)
    .send(BOX)
    .expect(200);
  await customer.put('/api/account/delivery').send({ method: 'pickup', point: POINT?.id }).expect(200);
  return {
    customer,
    staff,
    accountId: account.accountId,
    parcels,
    box: (packed.body as { number: string }).number,
  };
}

/** The label read model on one storage: one read for every number, whatever the storage. */
function labelSuite(name: string, open: () => Promise<App>) {
  describe(`labels read on ${name}`, () => {
    it("give each parcel its place in its box, the box its parcels, and the owner's pickup point", async () => {
      const app = await open();
      const { customer, staff, accountId, parcels, box } = await warehouse(app);
      const [first, second, third, lone] = parcels;
      const read = await app.container
        .get(PARCEL_TOKENS.ViewLabels)
        .read([box, lone ?? '', second ?? '', first ?? '', third ?? '']);
      if (!read.ok) throw new Error(read.error.message);
      const place = `Pickup: ${POINT?.name ?? ''}`;
      const owner = { accountId, consignee: 'Amina Yusuf', airport: 'NBO', country: 'Kenya', place };
      expect(read.value).toEqual([
        { number: box, kind: 'box', ...owner, weightKg: 10.5, pieces: '3 parcels' },
        { number: lone, kind: 'parcel', ...owner, weightKg: 3.25, pieces: '1 of 1' },
        { number: second, kind: 'parcel', ...owner, weightKg: 3.25, pieces: '2 of 3', boxNumber: box },
        { number: first, kind: 'parcel', ...owner, weightKg: 3.25, pieces: '1 of 3', boxNumber: box },
        { number: third, kind: 'parcel', ...owner, weightKg: 3.25, pieces: '3 of 3', boxNumber: box },
      ]);
      // A parcel that has left keeps the choice it left with; one waiting at the warehouse goes by the latest.
      await staff
        .post(`/api/admin/parcels/${lone ?? ''}/status`)
        .send({ status: 'departed' })
        .expect(200);
      await customer
        .put('/api/account/delivery')
        .send({
          method: 'door',
          county: 'Nairobi',
          town: 'Kilimani',
          street: 'Argwings Kodhek Road',
          phone: '0712 345 678',
        })
        .expect(200);
      const door = await app.container.get(PARCEL_TOKENS.ViewLabels).read([lone ?? '', box]);
      expect(door.ok && door.value.map((l) => l.place)).toEqual([place, 'Door: Kilimani, Nairobi']);
    });
  });
}

labelSuite('in memory', () => testApp());
for (const target of DATABASE_TARGETS) {
  describe(`on ${target.name}`, () => {
    const database = useDatabase(target);
    labelSuite(target.name, () => testApp({ storage: database.db }));
  });
}

describe('the label endpoints', () => {
  it("answer a parcel's and a box's label as a PDF whose barcode reads back at 203 dpi", async () => {
    const app = await testApp();
    const { staff, parcels, box } = await warehouse(app);
    const lone = parcels[3] ?? '';
    const one = await staff.get(`/api/admin/parcels/${lone.toLowerCase()}/label`).buffer(true).parse(bytesOf);
    expect([one.status, one.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(await barcodesInPdf(one.body as Buffer)).toEqual([[lone]]);
    const boxed = await staff
      .get(`/api/admin/shipments/${box}/label`)
      .buffer(true)
      .parse(bytesOf)
      .expect(200);
    expect(await barcodesInPdf(boxed.body as Buffer)).toEqual([[box]]);
    // A box's number is no parcel's, nor the other way round.
    await staff.get(`/api/admin/parcels/${box}/label`).expect(400);
    await staff.get(`/api/admin/shipments/${lone}/label`).expect(400);
  });

  it('answer many labels, a page each in the order asked, or as ZPL a format each', async () => {
    const app = await testApp();
    const { staff, parcels, box } = await warehouse(app);
    const numbers = [box, ...parcels];
    const many = await staff
      .get('/api/admin/labels')
      .query({ numbers: `${numbers.join(', ')},${box}` })
      .buffer(true)
      .parse(bytesOf)
      .expect(200);
    expect(await barcodesInPdf(many.body as Buffer)).toEqual(numbers.map((n) => [n]));
    const zpl = await staff
      .get('/api/admin/labels')
      .query({ numbers: numbers.join(','), format: 'zpl' })
      .expect(200);
    expect(zpl.headers['content-type']).toBe('text/plain; charset=utf-8');
    const formats = zpl.text.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
    expect(formats).toHaveLength(numbers.length);
    formats.forEach((format, i) => {
      expect(format).toContain(`^BCN`);
      expect(format).toContain(`^FD${numbers[i] ?? ''}^FS`);
    });
    expect(zpl.text.replace(/\^XA[\s\S]*?\^XZ/g, '').trim()).toBe('');
    const single = await staff.get(`/api/admin/parcels/${parcels[0] ?? ''}/label?format=zpl`).expect(200);
    expect(single.text).toContain('^FD1 of 3^FS');
  });

  it('refuse unknown numbers by name (404), bad ones and too many (400), customers (403), the signed out (401)', async () => {
    const app = await testApp();
    const { customer, staff, parcels } = await warehouse(app);
    const unknown = await staff
      .get('/api/admin/labels')
      .query({ numbers: `${parcels[0] ?? ''},KP1999999,KS2999999` })
      .expect(404);
    expect(unknown.body).toEqual({
      message: 'No parcel or box has the numbers KP1999999, KS2999999: nothing was printed.',
    });
    expect(JSON.stringify(unknown.body)).not.toContain(parcels[0]);
    await staff.get('/api/admin/parcels/KP1999999/label').expect(404);
    await staff.get('/api/admin/shipments/KS2999999/label').expect(404);
    for (const query of [
      {},
      { numbers: '' },
      { numbers: 'TBA000000000101' },
      { numbers: parcels[0] ?? '', format: 'png' },
      { numbers: Array.from({ length: MAX_LABELS + 1 }, (_, i) => `KP${String(1_000_000 + i)}`).join(',') },
    ])
      await staff.get('/api/admin/labels').query(query).expect(400);
    const paths = [
      `/api/admin/parcels/${parcels[0] ?? ''}/label`,
      '/api/admin/shipments/KS2000001/label',
      `/api/admin/labels?numbers=${parcels[0] ?? ''}`,
    ];
    for (const path of paths) {
      await request(app).get(path).expect(401);
      await customer.get(path).expect(403);
    }
  });
});
