import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CURRENT_RATE_CARDS } from '../../../core/competitors/rate-cards.js';
import { registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
import { aRateCardFile } from '../../core/competitors/rate-card.mother.js';
import { testApp } from '../../support/test-app.js';

describe('rate cards in force', () => {
  it('are served as their file is written, and switch for the calculator after an import, without a restart', async () => {
    const app = await testApp();
    const staff = await signedInStaff(app);
    const before = await request(app).get('/api/shipping/rate-cards').expect(200);
    expect(before.body.effectiveDate).toBe(CURRENT_RATE_CARDS.effectiveDate);
    const parcel = { weight: 3, itemValue: 100, length: 0, width: 0, height: 0, unit: 'metric' };
    const quoteBefore = await request(app).post('/api/shipping/calculate').send(parcel).expect(200);
    expect(quoteBefore.body.data.ratesAsOf).toBe(CURRENT_RATE_CARDS.effectiveDate);

    const imported = await staff
      .post('/api/admin/rate-cards?name=november.json')
      .type('application/json')
      .send(aRateCardFile({ effectiveDate: '2026-11-02', aquantuoFirstRate: 25 }))
      .expect(201);
    expect(imported.body).toEqual({
      message: 'Imported the rate cards effective 2026-11-02',
      version: expect.objectContaining({
        effectiveDate: '2026-11-02',
        source: 'november.json',
        inForce: true,
      }),
    });

    expect((await request(app).get('/api/shipping/rate-cards').expect(200)).body.effectiveDate).toBe(
      '2026-11-02',
    );
    const quoteAfter = await request(app).post('/api/shipping/calculate').send(parcel).expect(200);
    expect(quoteAfter.body.data.ratesAsOf).toBe('2026-11-02');
    const aquantuo = (
      quoteAfter.body.data.competitorComparison as { competitor: string; theirCost: number }[]
    ).find((c) => c.competitor === 'Aquantuo');
    // 3 kg at $25; Aquantuo's 3% insurance is left out, as ours is.
    expect(aquantuo?.theirCost).toBe(75);
    const history = await staff.get('/api/admin/rate-cards').expect(200);
    const versions = (history.body as { versions: { source: string; inForce: boolean }[] }).versions;
    expect(versions.map((v) => [v.source, v.inForce])).toEqual([
      ['shipped with the code', false],
      ['november.json', true],
    ]);
  });

  it('refuses a bad file with every problem named, a non-JSON file, and anyone but staff; nothing changes', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    const customer = await signedInAgent(app);
    const staff = await signedInStaff(app);
    const good = aRateCardFile({ effectiveDate: '2026-11-02', aquantuoFirstRate: 25 });
    expect(
      (await request(app).post('/api/admin/rate-cards').type('application/json').send(good)).status,
    ).toBe(401);
    expect((await customer.post('/api/admin/rate-cards').type('application/json').send(good)).status).toBe(
      403,
    );
    const bad = JSON.stringify({
      effectiveDate: '2026-11-02',
      cards: [{ id: 'aquantuo', name: 'Aquantuo', tiers: [] }],
    });
    const refused = await staff.post('/api/admin/rate-cards').type('application/json').send(bad).expect(400);
    expect(refused.body).toMatchObject({
      message: 'The rate cards were not imported',
      errors: [{ path: 'file', message: 'Aquantuo [aquantuo]: tiers must not be empty' }],
    });
    const notJson = await staff
      .post('/api/admin/rate-cards')
      .type('text/plain')
      .send('{"cards": [')
      .expect(400);
    expect(notJson.body.message).toMatch(/^The file is not JSON/);
    expect((await request(app).get('/api/shipping/rate-cards').expect(200)).body.effectiveDate).toBe(
      CURRENT_RATE_CARDS.effectiveDate,
    );
  });
});
