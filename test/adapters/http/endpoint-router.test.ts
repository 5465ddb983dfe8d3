import express, { type RequestHandler } from 'express';
import { MemoryStore } from 'express-rate-limit';
import request from 'supertest';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { EndpointRouter } from '../../../adapters/http/endpoint-router.js';
import { errorHandler } from '../../../adapters/http/errors.js';
import { LOGIN_SLOW_DOWN, RATE_LIMITS, rateLimiting } from '../../../adapters/http/rate-limits.js';
import { endpoint } from '../../../core/shared/endpoint.js';
import { CONTROL_CHARACTER_MESSAGE } from '../../../core/shared/text-fields.js';

const TAG = { name: 'test', description: 'Endpoints of this test.' };
const answer = z.object({ seen: z.string() });

/** A router whose guards say who passed them, and an app that answers errors as the real one does. */
function harness() {
  const passed: string[] = [];
  const guard =
    (name: string, refuse = false): RequestHandler =>
    (req, res, next) => {
      passed.push(`${name}:${req.body === undefined ? 'unread' : 'read'}`);
      if (refuse) res.status(401).json({ message: 'Not signed in' });
      else next();
    };
  const limits = { ...RATE_LIMITS, forms: { windowMs: 60_000, limit: 2 }, loginSlowDown: LOGIN_SLOW_DOWN };
  const router = new EndpointRouter('/api', {
    sessions: guard('sessions'),
    signedIn: guard('signed in', true),
    staff: (roles) => guard(`staff(${roles.join(',')})`, true),
    limiting: rateLimiting(limits, () => new MemoryStore()),
  });
  const app = express();
  app.use('/api', router.router);
  app.use(errorHandler);
  return { router, app, passed };
}

describe('EndpointRouter', () => {
  it('answers with the declared status what the handler returns, from the parsed params, query and body', async () => {
    const { router, app } = harness();
    const echo = endpoint({
      operationId: 'echo',
      method: 'POST',
      path: '/api/echo/{word}',
      tag: TAG,
      summary: 'Echo',
      who: 'anyone',
      params: z.object({ word: z.string() }),
      query: z.object({ times: z.optional(z.string()) }),
      body: { type: 'json', schema: z.object({ suffix: z.string() }) },
      ok: { status: 201, meaning: 'Echoed.', schema: answer },
    });
    router.on(echo, ({ params, query, body }) => ({
      seen: `${params.word}${body.suffix}×${query.times ?? '1'}`,
    }));
    const res = await request(app).post('/api/echo/hello?times=2').send({ suffix: '!' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ seen: 'hello!×2' });
    expect(router.mounted).toEqual([echo]);
    const invalid = await request(app).post('/api/echo/hello').send({ suffix: 3 });
    expect(invalid.status).toBe(400);
  });

  it('refuses a control character in any path or query parameter by its name, whatever the schema says', async () => {
    const { router, app } = harness();
    router.on(
      endpoint({
        operationId: 'lookUp',
        method: 'GET',
        path: '/api/look-up/{word}',
        tag: TAG,
        summary: 'Look up',
        who: 'anyone',
        params: z.object({ word: z.string() }),
        query: z.object({ q: z.optional(z.string()) }),
        ok: { status: 200, meaning: 'Found.', schema: answer },
      }),
      ({ params, query }) => ({ seen: `${params.word}:${query.q ?? ''}` }),
    );
    const refused = (path: string) => ({
      message: CONTROL_CHARACTER_MESSAGE,
      errors: [{ path, message: CONTROL_CHARACTER_MESSAGE }],
    });
    for (const [url, path] of [
      ['/api/look-up/a?q=%00', 'q'],
      ['/api/look-up/a?q=ok&q=%07', 'q'],
      ['/api/look-up/a?undeclared=%C2%85', 'undeclared'],
      ['/api/look-up/a%1B?q=ok', 'word'],
    ] as const) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual(refused(path));
    }
    const plain = await request(app).get('/api/look-up/a?q=caf%C3%A9%20au%20lait');
    expect(plain.body).toEqual({ seen: 'a:café au lait' });
  });

  it('runs the guard of a staff endpoint, given its roles, before it reads the body', async () => {
    const { router, app, passed } = harness();
    router.on(
      endpoint({
        operationId: 'staffOnly',
        method: 'POST',
        path: '/api/staff-only',
        tag: TAG,
        summary: 'Staff only',
        who: 'staff',
        roles: ['finance'],
        body: { type: 'json', schema: z.object({}) },
        ok: { status: 200, meaning: 'Done.', schema: answer },
      }),
      () => ({ seen: 'never' }),
    );
    const res = await request(app).post('/api/staff-only').send({ anything: 1 });
    expect(res.status).toBe(401);
    expect(passed).toEqual(['sessions:unread', 'staff(finance):unread']);
  });

  it('counts endpoints that name the same counter together', async () => {
    const { router, app } = harness();
    const limited = (path: string) =>
      endpoint({
        operationId: path,
        method: 'GET',
        path,
        tag: TAG,
        summary: 'Limited',
        who: 'anyone',
        ok: { status: 200, meaning: 'Done.', schema: answer },
        rateLimit: { counter: 'shared', rule: 'forms', message: 'Slow down.' },
      });
    router.on(limited('/api/one'), () => ({ seen: 'one' }));
    router.on(limited('/api/two'), () => ({ seen: 'two' }));
    expect((await request(app).get('/api/one')).status).toBe(200);
    expect((await request(app).get('/api/two')).status).toBe(200);
    const third = await request(app).get('/api/one');
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ message: 'Slow down.' });
  });

  it('refuses at start a rate-limit rule that does not exist, a limit per account of anyone, or a path outside its base', () => {
    const { router } = harness();
    const declared = {
      operationId: 'x',
      method: 'GET',
      tag: TAG,
      summary: 'X',
      who: 'anyone',
      ok: { status: 200, meaning: 'Done.', schema: answer },
    } as const;
    expect(() =>
      router.on(
        { ...declared, path: '/api/x', rateLimit: { counter: 'x', rule: 'noSuchRule', message: 'm' } },
        () => ({ seen: 'x' }),
      ),
    ).toThrow(/no rate-limit rule noSuchRule/);
    const perAccount = { counter: 'y', rule: 'forms', message: 'm', per: 'account' } as const;
    expect(() =>
      router.on({ ...declared, path: '/api/y', rateLimit: perAccount }, () => ({ seen: 'y' })),
    ).toThrow(/a limit per account needs a signed-in caller/);
    expect(() => router.on({ ...declared, path: '/healthz' }, () => ({ seen: 'x' }))).toThrow(
      /not under \/api/,
    );
  });
});
