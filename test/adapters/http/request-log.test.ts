import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { capturedLog } from '../../support/captured-log.js';
import { FakeCatalog } from '../../support/fake-catalog.js';
import { testApp } from '../../support/test-app.js';

/** The app with its log lines collected, as they would be written. */
async function loggedApp(overrides: Parameters<typeof testApp>[0] = {}) {
  const { logger, lines } = capturedLog('info');
  const app = await testApp({ logger, ...overrides });
  /** Waits until `count` lines are written (a line is written as the response finishes, after supertest has it). */
  const settle = (count: number) => vi.waitFor(() => expect(lines).toHaveLength(count), { timeout: 30_000 });
  return { app, lines, settle };
}

describe('the request log', () => {
  it('writes one line per answered request: id, method, URL, status and time', async () => {
    const { app, lines, settle } = await loggedApp();
    const res = await request(app).get('/api/shipping/next-departure').set('X-Request-Id', 'trace-7');
    await request(app).post('/api/shipping/calculate').send({});
    await settle(2);
    expect(res.headers['x-request-id']).toBe('trace-7');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'trace-7',
      method: 'GET',
      url: '/api/shipping/next-departure',
      statusCode: 200,
      msg: 'request completed',
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
    expect(lines[1]).toMatchObject({ method: 'POST', statusCode: 400 });
    expect(lines[1]?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ties what is logged while answering to the request', async () => {
    const catalog = new FakeCatalog();
    catalog.failingCalls.add(0);
    const { app, lines, settle } = await loggedApp({ productCatalog: catalog });
    const res = await request(app).get('/api/products/validate/B0KXHO0002').set('X-Request-Id', 'trace-8');
    await settle(2);
    expect(res.status).toBe(503);
    expect(lines.map((line) => [line.reqId, line.level, line.msg])).toEqual([
      ['trace-8', 40, 'dependency unavailable'],
      ['trace-8', 40, 'request completed'],
    ]);
  });

  it('keeps tokens out and leaves probes out', async () => {
    const { app, lines, settle } = await loggedApp();
    await request(app).get('/api/verify-email/secret-token-123');
    // Routing ignores case; so does the redaction.
    await request(app).get('/API/Verify-Email/upper-secret-456');
    await request(app).post('/api/password-reset/confirm?token=other-secret').send({});
    await request(app).get('/healthz');
    await request(app).get('/readyz');
    await settle(3);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-token-123');
    expect(text).not.toContain('other-secret');
    expect(text).not.toContain('upper-secret-456');
    expect(lines.map((line) => line.url)).toEqual([
      '/api/verify-email/[redacted]',
      '/API/Verify-Email/[redacted]',
      '/api/password-reset/confirm?token=[redacted]',
    ]);
  });
});
