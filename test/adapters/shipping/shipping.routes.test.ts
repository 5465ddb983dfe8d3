import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CURRENT_RATE_CARDS } from '../../../core/competitors/rate-cards.js';
import { parcelSchema } from '../../../core/pricing/parcel.schema.js';
import { calculateShipping } from '../../../core/shipping/calculate-shipping.js';
import { shippingResultSchema } from '../../../core/shipping/shipping-result.schema.js';
import { PARCELS_EVERY_SURFACE_AGREES_ON } from '../../support/parcels.js';
import { testApp } from '../../support/test-app.js';

const app = await testApp({ clock: { now: () => new Date('2026-11-18T17:00:00Z') } });
const calculate = (body: unknown) =>
  request(app)
    .post('/api/shipping/calculate')
    .send(body as object);

describe('POST /api/shipping/calculate', () => {
  it.each(PARCELS_EVERY_SURFACE_AGREES_ON)('quotes %j as the core does', async (parcel) => {
    const res = await calculate(parcel);
    expect(res.status).toBe(200);
    expect(shippingResultSchema.parse(res.body.data).cost).toEqual(
      calculateShipping(parcelSchema.parse(parcel), CURRENT_RATE_CARDS).cost,
    );
  });

  it('prices 1 lb without dimensions by weight alone: what the home page and the widget show', async () => {
    const res = await calculate({ weight: 1, itemValue: 20, unit: 'imperial' });
    expect(res.body.data.cost.total).toBe(6.75);
  });

  it('quotes 3 kg at $45.00 with the full comparison', async () => {
    const res = await calculate({ weight: 3, itemValue: 100 });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const data = shippingResultSchema.parse(res.body.data);
    expect(data.cost.total).toBe(45);
    expect(data.chargeableWeight).toBe(3);
    expect(data.competitorStats).toEqual({ beatsCompetitors: 3, totalCompetitors: 6 });
    expect(data.competitorComparison).toHaveLength(6);
    expect(data.competitorComparison[0]).toEqual({
      competitor: 'Kentex Cargo (Texas)',
      theirCost: 44.97,
      savings: -0.03,
      percentage: 0,
    });
    expect(data.ratesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.fallback).toBe(false);
  });

  it('takes dimensions in cm, imperial units and insurance', async () => {
    const res = await calculate({
      weight: 4.41,
      itemValue: 200,
      unit: 'imperial',
      insurance: true,
      dimensions: { length: 20, width: 16, height: 12 },
    });
    expect(res.status).toBe(200);
    // 20×16×12 in = 62,926 cm³ → 12.59 kg volumetric beats 2 kg actual
    expect(res.body.data).toMatchObject({
      actualWeight: 2,
      volumetricWeight: 12.59,
      chargeableWeight: 12.59,
    });
    expect(res.body.data.cost).toMatchObject({ freight: 188.85, insurance: 6, total: 194.85 });
  });

  it.each([
    [{}, 'weight', 'Please enter the package weight to calculate shipping costs'],
    [{ weight: 3 }, 'itemValue', 'Please enter the item value to calculate shipping costs'],
    [{ weight: -1, itemValue: 10 }, 'weight', 'Please enter the package weight to calculate shipping costs'],
    [{ weight: '3', itemValue: 10 }, 'weight', 'Please enter the package weight to calculate shipping costs'],
    [{ weight: 3, itemValue: 10, unit: 'stone' }, 'unit', expect.any(String)],
    [
      { weight: 3, itemValue: 10, dimensions: { length: 1 } },
      'dimensions.width',
      'Dimensions must be numbers',
    ],
    [[1, 2], '', 'The request body must be a JSON object'],
  ])('answers 400 for %j with the field message', async (body, path, message) => {
    const res = await calculate(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(typeof res.body.message).toBe('string');
  });

  it('answers 400 for malformed JSON and 413 for an oversize body', async () => {
    const malformed = await request(app)
      .post('/api/shipping/calculate')
      .set('Content-Type', 'application/json')
      .send('{"weight":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON' });

    const huge = await request(app)
      .post('/api/shipping/calculate')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ weight: 3, itemValue: 1, padding: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The request body is too large');
  });

  it('answers 400 for a body that is not in the encoding it claims (found by drill:fuzz)', async () => {
    for (const path of ['/api/shipping/calculate', '/api/contact']) {
      const res = await request(app)
        .post(path)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send('{"weight":3}');
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ message: 'The request body could not be read as sent' });
    }
  });
});

describe('GET /api/shipping/next-departure', () => {
  it('reads the clock from the container', async () => {
    const res = await request(app).get('/api/shipping/next-departure');
    expect(res.body).toEqual({ departureDate: '2026-11-23', cutoff: '2026-11-20T21:00:00.000Z' });
  });
});

describe('operational routes and unknown paths', () => {
  it('answers health and readiness', async () => {
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(app).get('/readyz')).status).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No API route/);
  });

  it('echoes a well-formed request id and replaces a hostile one', async () => {
    expect((await request(app).get('/healthz').set('X-Request-Id', 'abc-123')).headers['x-request-id']).toBe(
      'abc-123',
    );
    const hostile = await request(app).get('/healthz').set('X-Request-Id', 'a b\tc');
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the pages the page policy, and JSON answers a policy under which nothing runs', async () => {
    const page = await request(app).get('/no-such-page');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    // Forms go to this site, or (the shop's search before the app loads) to an Amazon marketplace only.
    expect(page.headers['content-security-policy']).toMatch(
      /form-action 'self' https:\/\/www\.amazon\.com https:\/\/www\.amazon\.co\.uk [^;]*https:\/\/www\.amazon\.co\.jp;/,
    );
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const res of [await request(app).get('/healthz'), await request(app).get('/api/user')]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
