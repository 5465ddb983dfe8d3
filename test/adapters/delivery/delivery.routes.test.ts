import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { NEW_USER, registerAndVerify, signedInAgent } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

const DOOR = {
  method: 'door',
  county: 'Nairobi',
  town: 'Kilimani',
  street: 'Argwings Kodhek Road, Block B flat 4',
  phone: '0712 345 678',
};
const POINTS = JSON.stringify([
  { id: 'nairobi', name: 'Nairobi CBD', address: 'Moi Avenue 1, Nairobi', hours: 'Mon–Sat 8–18' },
  { id: 'nakuru', name: 'Nakuru', address: 'Kenyatta Avenue 2, Nakuru', hours: 'Mon–Fri 8–17' },
]);

async function customers(options: Parameters<typeof testApp>[1] = {}) {
  const app = await testApp({}, options, {
    PICKUP_POINTS: POINTS,
    JUBA_OFFICE_ADDRESS: 'Hai Malakal, Juba',
  });
  const juba = { ...NEW_USER, email: 'deng@example.com', destination: 'south-sudan' };
  await registerAndVerify(app);
  await registerAndVerify(app, juba);
  return { app, kenya: await signedInAgent(app), southSudan: await signedInAgent(app, juba) };
}

describe('GET and PUT /api/account/delivery', () => {
  it('answers none until chosen with the configured points, then the door saved, then a point', async () => {
    const { kenya } = await customers();
    const none = await kenya.get('/api/account/delivery').expect(200);
    expect(none.body).toEqual({
      choice: null,
      methods: ['door', 'pickup'],
      points: [
        expect.objectContaining({ id: 'nairobi', name: 'Nairobi CBD' }),
        expect.objectContaining({ id: 'nakuru' }),
      ],
    });
    const door = await kenya.put('/api/account/delivery').send(DOOR).expect(200);
    expect((door.body as { choice: unknown }).choice).toEqual({
      ...DOOR,
      phone: '+254712345678',
      landmark: null,
    });
    // A South Sudan number is a phone the rider can call too.
    const abroad = await kenya
      .put('/api/account/delivery')
      .send({ ...DOOR, phone: '+211 912-345-678' })
      .expect(200);
    expect(abroad.body).toMatchObject({ choice: { phone: '+211912345678' } });
    await kenya.put('/api/account/delivery').send(DOOR).expect(200);
    // What GET answers can be sent back as it is: no landmark is null.
    const saved = (await kenya.get('/api/account/delivery').expect(200)).body as { choice: object };
    await kenya.put('/api/account/delivery').send(saved.choice).expect(200);
    await kenya.put('/api/account/delivery').send({ method: 'pickup', point: 'nakuru' }).expect(200);
    const now = await kenya.get('/api/account/delivery').expect(200);
    expect((now.body as { choice: unknown }).choice).toEqual({ method: 'pickup', point: 'nakuru' });
  });

  it('refuses a South Sudan door or Kenyan point with a field message, and offers only the Juba office', async () => {
    const { southSudan } = await customers();
    const offer = await southSudan.get('/api/account/delivery').expect(200);
    expect(offer.body).toEqual({
      choice: null,
      methods: ['pickup'],
      points: [
        {
          id: 'juba',
          name: 'Juba office',
          address: 'Hai Malakal, Juba',
          hours: expect.any(String) as unknown,
        },
      ],
    });
    const door = await southSudan.put('/api/account/delivery').send(DOOR).expect(400);
    expect(door.body).toEqual({
      message: expect.stringContaining('Juba office') as unknown,
      errors: [{ path: 'method', message: expect.stringContaining('Kenya only') as unknown }],
    });
    const nairobi = await southSudan
      .put('/api/account/delivery')
      .send({ method: 'pickup', point: 'nairobi' })
      .expect(400);
    expect((nairobi.body as { errors: unknown }).errors).toEqual([
      { path: 'point', message: expect.stringContaining('Juba office') as unknown },
    ]);
    await southSudan.put('/api/account/delivery').send({ method: 'pickup', point: 'juba' }).expect(200);
  });

  it('answers invalid input with field messages, and a stranger with 401', async () => {
    const { app, kenya } = await customers();
    const bad = await kenya
      .put('/api/account/delivery')
      .send({ ...DOOR, county: 'Gotham', phone: '999' })
      .expect(400);
    expect((bad.body as { errors: { path: string }[] }).errors.map((e) => e.path).sort()).toEqual([
      'county',
      'phone',
    ]);
    // A right-to-left override in a landmark is refused as in the town or street, by the field's name.
    for (const field of ['landmark', 'town', 'street'])
      for (const text of ['Yaya \u202eertneC', 'Yaya\u200bCentre', 'Yaya\u0000']) {
        const hidden = await kenya
          .put('/api/account/delivery')
          .send({ ...DOOR, [field]: text })
          .expect(400);
        expect((hidden.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([field]);
      }
    const noMethod = await kenya.put('/api/account/delivery').send({ point: 'nairobi' }).expect(400);
    expect((noMethod.body as { message: string }).message).toBe('Choose door delivery or a pickup point');
    await request(app).get('/api/account/delivery').expect(401);
  });
});

describe('changing the delivery choice often', () => {
  it('refuses an account’s burst of changes with 429 and a message, keeping the earlier choice; others are not counted with it', async () => {
    const { kenya, southSudan } = await customers({
      rateLimits: { deliveryChoices: { windowMs: 60_000, limit: 3 } },
    });
    for (const point of ['nairobi', 'nakuru', 'nairobi'])
      await kenya.put('/api/account/delivery').send({ method: 'pickup', point }).expect(200);
    const refused = await kenya.put('/api/account/delivery').send(DOOR).expect(429);
    expect(refused.body).toEqual({ message: expect.stringContaining('this one was not saved') as unknown });
    const kept = await kenya.get('/api/account/delivery').expect(200);
    expect((kept.body as { choice: unknown }).choice).toEqual({ method: 'pickup', point: 'nairobi' });
    // Another account at the same address has its own count.
    await southSudan.put('/api/account/delivery').send({ method: 'pickup', point: 'juba' }).expect(200);
  });
});

describe('PUT /api/account/profile', () => {
  it('changes the owner’s name and phone, and refuses an empty name', async () => {
    const { kenya } = await customers();
    const changed = await kenya
      .put('/api/account/profile')
      .send({ firstName: ' Amina W. ', lastName: 'Otieno', phoneNumber: '+254 733 000 111' })
      .expect(200);
    expect(changed.body).toEqual(
      expect.objectContaining({ firstName: 'Amina W.', lastName: 'Otieno', phoneNumber: '+254 733 000 111' }),
    );
    const user = await kenya.get('/api/user').expect(200);
    expect((user.body as { lastName: string }).lastName).toBe('Otieno');
    const empty = await kenya
      .put('/api/account/profile')
      .send({ firstName: '', lastName: 'Otieno', phoneNumber: '1' })
      .expect(400);
    expect((empty.body as { errors: { path: string }[] }).errors[0]?.path).toBe('firstName');
  });
});
