import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { testApp } from '../../support/test-app.js';

interface Owned {
  status: string;
  lastStep: string;
  collectionCode: string | null;
  handover: { method: string; text: string } | null;
}

describe('the collection code over HTTP', () => {
  it('is shown to the owner once ready with the pickup point; a wrong code is refused, the right one hands over', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const customer = await signedInAgent(app);
    const staff = await signedInStaff(app);
    await customer.put('/api/account/delivery').send({ method: 'pickup', point: 'kisumu' }).expect(200);
    const owner = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
    if (!owner) throw new Error('no account');
    // Pre-alerted and tiny: it costs nothing, so the code alone hands it over.
    await customer
      .post('/api/pre-alerts')
      .send({ carrier: 'UPS', trackingNumber: 'TBA000000000777', description: 'Ring', value: 30 })
      .expect(201);
    const received = await staff
      .post('/api/admin/parcels')
      .send({
        accountId: owner.accountId,
        trackingNumber: 'TBA000000000777',
        carrier: 'UPS',
        weightKg: 0.01,
        lengthCm: 1,
        widthCm: 1,
        heightCm: 1,
      })
      .expect(201);
    const { number } = received.body as { number: string };
    const mine = async () => (await customer.get(`/api/parcels/${number}`).expect(200)).body as Owned;
    expect(await mine()).toMatchObject({ collectionCode: null, handover: { method: 'pickup' } });

    const ready = await staff
      .post(`/api/admin/parcels/${number}/status`)
      .send({ status: 'ready' })
      .expect(200);
    expect((ready.body as Owned).collectionCode).toBeNull();
    const shown = await mine();
    expect(shown.collectionCode).toMatch(/^\d{6}$/);
    expect(shown.handover?.text).toMatch(/^Collect it at Kisumu: \(placeholder\) Example Plaza/);
    const code = shown.collectionCode ?? '';

    const wrong = await staff
      .post(`/api/admin/parcels/${number}/status`)
      .send({ status: 'delivered', code: code === '111111' ? '222222' : '111111' })
      .expect(409);
    expect((wrong.body as { message: string }).message).toMatch(/^This is not the collection code/);
    await staff
      .post(`/api/admin/parcels/${number}/status`)
      .send({ status: 'delivered', code: '12' })
      .expect(400);
    const handed = await staff
      .post(`/api/admin/parcels/${number}/status`)
      .send({ status: 'delivered', code })
      .expect(200);
    expect((handed.body as { events: { reason: string | null }[] }).events.at(-1)?.reason).toBeNull();
    expect(await mine()).toMatchObject({ status: 'delivered', lastStep: 'Collected', collectionCode: null });
    const tracked = await customer.get(`/api/track/${number}`).expect(200);
    expect((tracked.body as { lastStep: string }).lastStep).toBe('Collected');
  });
});
