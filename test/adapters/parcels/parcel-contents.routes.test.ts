import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { deliveredCost } from '../../../core/customs/delivered-cost.js';
import { landedCost } from '../../../core/customs/landed-cost.js';
import { KENYA_IMPORT_RULES } from '../../../core/customs/customs-rates.js';
import { PARCEL_SOURCES } from '../../../core/parcels/parcel-ledger-sources.js';
import { LEDGER_TOKENS } from '../../../core/ledger/ledger.tokens.js';
import type { ContainerOverrides } from '../../../adapters/wiring.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { DATABASE_TARGETS, useDatabase } from '../../support/databases.js';
import { testApp } from '../../support/test-app.js';

/** Half a kilo in a small box: $7.50 at the Kenya tariff, as the calculator prices the reference phone. */
const SMALL_BOX = { carrier: 'UPS', weightKg: 0.5, lengthCm: 10, widthCm: 10, heightCm: 5 };
const PHONE = { description: 'Phone', category: 'electronics-new', quantity: 1, valueUsd: 500 };
const JEANS = { description: 'Jeans', category: 'clothing', quantity: 2, valueUsd: 40 };
const BOOK = { description: 'Textbook', category: 'books', quantity: 1, valueUsd: 20 };

interface ParcelBody {
  number: string;
  charge: number;
  contents: unknown[];
  declaredValueCents: number | null;
  estimatedTaxes: Record<string, number | string> | null;
  insured: boolean;
  insuranceCents: number | null;
}

/** A verified customer with a parcel just received at the warehouse, staff, and a stranger. */
async function parcelAtWarehouse(overrides: ContainerOverrides = {}) {
  const app = await testApp(overrides);
  await registerAndVerify(app);
  const customer = await signedInAgent(app);
  const staff = await signedInStaff(app);
  const stranger = { ...NEW_USER, email: 'stranger@example.com' };
  await registerAndVerify(app, stranger);
  const strangerAgent = await signedInAgent(app, stranger);
  const owner = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  if (!owner) throw new Error('no account');
  const received = await staff
    .post('/api/admin/parcels')
    .send({ ...SMALL_BOX, accountId: owner.accountId, trackingNumber: `TBA${String(Date.now())}` })
    .expect(201);
  const { number } = received.body as ParcelBody;
  const ledger = app.container.get(LEDGER_TOKENS.Ledger);
  return { app, customer, staff, stranger: strangerAgent, owner, number, ledger };
}

describe('declared contents and insurance over HTTP', () => {
  it("answers the calculator's all-in figures for the same item and freight, and replaces contents declared again", async () => {
    const { customer, number } = await parcelAtWarehouse();
    const declared = await customer
      .put(`/api/parcels/${number}/contents`)
      .send({ items: [PHONE] })
      .expect(200);
    const body = declared.body as ParcelBody;
    expect(body.charge).toBe(7.5);
    // The customs calculator's path: the same item in a parcel of the same weight.
    const { allIn } = deliveredCost({ itemCents: 50_000, weightKg: 0.5, category: 'electronics-new' });
    expect(allIn.freightCents).toBe(750);
    expect(body).toMatchObject({
      contents: [PHONE],
      declaredValueCents: 50_000,
      estimatedTaxes: {
        customsValueCents: allIn.customsValueCents,
        dutyCents: allIn.dutyCents,
        vatCents: allIn.vatCents,
        idfCents: allIn.importDeclarationFeeCents,
        rdlCents: allIn.railwayLevyCents,
        totalCents: allIn.taxesCents,
        ratesDate: KENYA_IMPORT_RULES.effectiveFrom,
      },
      insured: false,
      insuranceCents: null,
    });

    const again = await customer
      .put(`/api/parcels/${number}/contents`)
      .send({ items: [JEANS, BOOK] })
      .expect(200);
    const model = landedCost({
      goods: [
        { valueCents: 8000, category: 'clothing' },
        { valueCents: 2000, category: 'books' },
      ],
      freightCents: 750,
      insuranceCents: 0,
    });
    expect(again.body).toMatchObject({
      contents: [JEANS, BOOK],
      declaredValueCents: 10_000,
      estimatedTaxes: { dutyCents: model.dutyCents, totalCents: model.taxesCents },
    });
    // Kept: the parcel and the list read it back.
    expect((await customer.get(`/api/parcels/${number}`).expect(200)).body).toEqual(again.body);
    const list = await customer.get('/api/parcels').expect(200);
    expect((list.body as { parcels: ParcelBody[] }).parcels[0]).toEqual(again.body);
  });

  it("answers 404 for another customer's parcel and 401 without a session; 409 once the parcel has departed", async () => {
    const { app, customer, staff, stranger, number } = await parcelAtWarehouse();
    await stranger
      .put(`/api/parcels/${number}/contents`)
      .send({ items: [PHONE] })
      .expect(404);
    await stranger.post(`/api/parcels/${number}/insurance`).expect(404);
    await customer
      .put('/api/parcels/KP9999999/contents')
      .send({ items: [PHONE] })
      .expect(404);
    await request(app)
      .put(`/api/parcels/${number}/contents`)
      .send({ items: [PHONE] })
      .expect(401);
    await customer
      .put(`/api/parcels/${number}/contents`)
      .send({ items: [PHONE] })
      .expect(200);

    await staff.post(`/api/admin/parcels/${number}/status`).send({ status: 'departed' }).expect(200);
    const late = await customer
      .put(`/api/parcels/${number}/contents`)
      .send({ items: [BOOK] })
      .expect(409);
    expect((late.body as { message: string }).message).toMatch(/has left our warehouse/);
    const uninsured = await customer.post(`/api/parcels/${number}/insurance`).expect(409);
    expect((uninsured.body as { message: string }).message).toMatch(/has left our warehouse/);
    expect((await customer.get(`/api/parcels/${number}`).expect(200)).body).toMatchObject({
      contents: [PHONE],
      insured: false,
    });
  });

  it('refuses bad items with a message on each field, storing nothing', async () => {
    const { customer, number } = await parcelAtWarehouse();
    const bad = await customer.put(`/api/parcels/${number}/contents`).send({
      items: [
        { description: '', category: 'weapons', quantity: 1.5, valueUsd: 0 },
        { description: 'Tab\u0007bell', category: 'books', quantity: 1000, valueUsd: 10.001 },
        { ...BOOK, description: 'x'.repeat(201) },
      ],
    });
    expect(bad.status).toBe(400);
    const errors = (bad.body as { errors: { path: string; message: string }[] }).errors;
    expect(errors.map((e) => e.path).sort()).toEqual([
      'items.0.category',
      'items.0.description',
      'items.0.quantity',
      'items.0.valueUsd',
      'items.1.description',
      'items.1.quantity',
      'items.1.valueUsd',
      'items.2.description',
    ]);
    expect(errors.find((e) => e.path === 'items.1.valueUsd')?.message).toBe(
      'At most two decimals (whole cents)',
    );
    const none = await customer.put(`/api/parcels/${number}/contents`).send({ items: [] }).expect(400);
    expect((none.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['items']);
    const many = Array.from({ length: 51 }, () => BOOK);
    await customer.put(`/api/parcels/${number}/contents`).send({ items: many }).expect(400);
    await customer.put(`/api/parcels/${number}/contents`).send('items').expect(400);
    expect((await customer.get(`/api/parcels/${number}`).expect(200)).body).toMatchObject({
      contents: [],
      declaredValueCents: null,
      estimatedTaxes: null,
    });
  });

  it('insures once for 3% of the declared value, charged to the ledger once, and then keeps the contents', async () => {
    const { customer, owner, number, ledger } = await parcelAtWarehouse();
    const undeclared = await customer.post(`/api/parcels/${number}/insurance`).expect(409);
    expect((undeclared.body as { message: string }).message).toMatch(/^Declare what is in the parcel first/);
    await customer
      .put(`/api/parcels/${number}/contents`)
      .send({ items: [JEANS, { ...BOOK, valueUsd: 20.5 }] })
      .expect(200);
    // $100.50 declared: 3% is 301.5 cents, rounded half up to 302.
    const insured = await customer.post(`/api/parcels/${number}/insurance`).expect(200);
    const body = insured.body as ParcelBody;
    expect(body).toMatchObject({ insured: true, insuranceCents: 302, declaredValueCents: 10_050 });
    const model = landedCost({
      goods: [
        { valueCents: 8000, category: 'clothing' },
        { valueCents: 2050, category: 'books' },
      ],
      freightCents: 750,
      insuranceCents: 302,
    });
    expect(body.estimatedTaxes).toMatchObject({
      customsValueCents: 10_050 + 750 + 302,
      totalCents: model.taxesCents,
    });
    const again = await customer.post(`/api/parcels/${number}/insurance`).expect(200);
    expect(again.body).toEqual(insured.body);
    expect(await ledger.findBySource(PARCEL_SOURCES.parcelInsurance(number))).toMatchObject({
      kind: 'charge',
      amountCents: 302,
      subject: number,
    });
    expect(await ledger.balanceOf(owner.id)).toBe(750 + 302);

    const changed = await customer
      .put(`/api/parcels/${number}/contents`)
      .send({ items: [BOOK] })
      .expect(409);
    expect((changed.body as { message: string }).message).toMatch(/is insured/);
  });
});

describe.each(DATABASE_TARGETS)('insurance asked twice at once, on $name', (target) => {
  const database = useDatabase(target);

  it('charges once and answers both alike', async () => {
    const { customer, owner, number, ledger } = await parcelAtWarehouse({ storage: database.db });
    await customer
      .put(`/api/parcels/${number}/contents`)
      .send({ items: [PHONE] })
      .expect(200);
    const answers = await Promise.all([1, 2, 3].map(() => customer.post(`/api/parcels/${number}/insurance`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(answer.body).toMatchObject({ insured: true, insuranceCents: 1500 });
    expect(await ledger.balanceOf(owner.id)).toBe(750 + 1500);
  });
});
