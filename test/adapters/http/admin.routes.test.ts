import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../../adapters/http/admin.routes.js';
import { TOKENS } from '../../../core/tokens.js';
import { NEW_USER, registerAndVerify, signedInAgent } from '../../support/accounts.js';
import { routesOf } from '../../support/express-routes.js';
import { testApp } from '../../support/test-app.js';

type Client = ReturnType<typeof request.agent>;

function call(client: Client, method: string, path: string): request.Test {
  switch (method) {
    case 'get':
      return client.get(path);
    case 'post':
      return client.post(path);
    case 'put':
      return client.put(path);
    case 'delete':
      return client.delete(path);
    default:
      throw new Error(`no test call for ${method}`);
  }
}

describe('every admin route', () => {
  it('answers 401 without a session, 403 without the role, and serves an admin', async () => {
    const app = await testApp();
    // The routes the admin router really registers, nested routers included: a new one cannot slip past.
    const routes = routesOf(adminRoutes(app.container, (_req, _res, next) => next()).stack, '/api');
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'get /api/customers/count',
        'delete /api/customers/clear',
        'get /api/admin/mail-outbox',
      ]),
    );

    await registerAndVerify(app);
    const customer = await signedInAgent(app);
    const staff = { ...NEW_USER, email: 'staff@example.com' };
    await registerAndVerify(app, staff);
    await app.container.get(TOKENS.SetAdminRole).execute({ email: staff.email, isAdmin: true });
    const admin = await signedInAgent(app, staff);

    for (const { method, path } of routes) {
      expect(
        (await call(request.agent(app).set('Sec-Fetch-Site', 'same-origin'), method, path)).status,
        `${method} ${path} signed out`,
      ).toBe(401);
      expect((await call(customer, method, path)).status, `${method} ${path} as a customer`).toBe(403);
      // Admitted: whatever the route then says of the empty request, it is not the guard's refusal.
      const status = (await call(admin, method, path)).status;
      expect([401, 403], `${method} ${path} as an admin`).not.toContain(status);
      expect(status, `${method} ${path} as an admin`).toBeLessThan(500);
    }
  });

  it('stops serving a user the moment the role is revoked', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    await app.container.get(TOKENS.SetAdminRole).execute({ email: NEW_USER.email, isAdmin: true });
    const agent = await signedInAgent(app);
    expect((await agent.get('/api/admin/mail-outbox')).body).toEqual({ pending: 1, sent: 0, givenUp: 0 });
    await app.container.get(TOKENS.SetAdminRole).execute({ email: NEW_USER.email, isAdmin: false });
    expect((await agent.get('/api/admin/mail-outbox')).status).toBe(403);
  });
});
