import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { KENYAN_LINE_MESSAGE } from '../../core/payments/payments.schema.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../support/accounts.js';
import { testApp } from '../support/test-app.js';

const JUBA = {
  JUBA_OFFICE_ADDRESS: 'Hai Malakal, Juba',
  JUBA_OFFICE_HOURS: 'Mon–Sat 9:00–17:00',
  JUBA_OFFICE_PHONE: '+211 920 000 111',
};
const SOUTH_SUDAN_USER = { ...NEW_USER, phoneNumber: '+211 912 345 678', destination: 'south-sudan' };
const PHONE = { description: 'Phone', category: 'electronics-new', quantity: 1, valueUsd: 500 };

/** A verified South Sudan customer who signed up with a +211 phone, with a parcel received and owing its charge. */
async function jubaCustomerWithParcel() {
  const app = await testApp({}, {}, JUBA);
  await registerAndVerify(app, SOUTH_SUDAN_USER);
  const customer = await signedInAgent(app, SOUTH_SUDAN_USER);
  const owner = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
  if (!owner) throw new Error('no account');
  const staff = await signedInStaff(app);
  const received = await staff
    .post('/api/admin/parcels')
    .send({
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      weightKg: 2,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      accountId: owner.accountId,
    })
    .expect(201);
  return { app, customer, owner, number: (received.body as { number: string }).number };
}

describe('a South Sudan account over HTTP', () => {
  it('signs up and keeps a +211 phone, in the account and in a change of profile', async () => {
    const { customer } = await jubaCustomerWithParcel();
    expect((await customer.get('/api/user').expect(200)).body).toMatchObject({
      phoneNumber: '+211 912 345 678',
      destination: 'south-sudan',
    });
    const changed = { firstName: 'Amina', lastName: 'Yusuf', phoneNumber: '+211 923 456 789' };
    await customer.put('/api/account/profile').send(changed).expect(200);
    expect((await customer.get('/api/user').expect(200)).body).toMatchObject({
      phoneNumber: '+211 923 456 789',
    });
  });

  it('has no estimate of Kenya’s taxes on its parcels, and is told to pay at the Juba office or by M-Pesa from a Kenyan line', async () => {
    const { customer, number } = await jubaCustomerWithParcel();
    const declared = await customer
      .put(`/api/parcels/${number}/contents`)
      .send({ items: [PHONE] })
      .expect(200);
    expect(declared.body).toMatchObject({ declaredValueCents: 50_000, estimatedTaxes: null });
    const howToPay =
      'Pay at the Juba office, or with M-Pesa from a Kenyan line on your dashboard: http://localhost:3000/dashboard';
    expect((await customer.get(`/api/parcels/${number}`).expect(200)).body).toMatchObject({
      due: 40,
      estimatedTaxes: null,
      howToPay,
    });
    const listed = await customer.get('/api/parcels').expect(200);
    expect(listed.body).toMatchObject({ parcels: [{ number, estimatedTaxes: null, howToPay }] });
    expect(listed.text).not.toContain('KES');
  });

  it('offers the Juba office (address, hours, its own phone) with the paybill, and Kenya’s accounts no office', async () => {
    const { app, customer, owner } = await jubaCustomerWithParcel();
    expect((await customer.get('/api/payments/options').expect(200)).body).toEqual({
      paybill: '174379',
      accountNumber: owner.accountId,
      offline: true,
      jubaOffice: { address: 'Hai Malakal, Juba', hours: 'Mon–Sat 9:00–17:00', phone: '+211 920 000 111' },
    });
    const kenyan = { ...NEW_USER, email: 'kenyan@example.com' };
    await registerAndVerify(app, kenyan);
    const kenya = await signedInAgent(app, kenyan);
    expect((await kenya.get('/api/payments/options').expect(200)).body).toMatchObject({ jubaOffice: null });
  });

  it('refuses an M-Pesa request to a +211 number, saying M-Pesa needs a Kenyan line, and asks a Kenyan one', async () => {
    const { app, customer } = await jubaCustomerWithParcel();
    const refused = await customer
      .post('/api/payments/mpesa')
      .send({ phone: '+211 912 345 678' })
      .expect(400);
    expect(refused.body).toEqual({
      message: KENYAN_LINE_MESSAGE,
      errors: [{ path: 'phone', message: KENYAN_LINE_MESSAGE }],
    });
    expect(KENYAN_LINE_MESSAGE).toMatch(/^M-Pesa needs a Kenyan line/);
    await customer.post('/api/payments/mpesa').send({ phone: '0712 345 678' }).expect(202);
    await request(app).post('/api/payments/mpesa').send({ phone: '+211 912 345 678' }).expect(401);
  });
});
