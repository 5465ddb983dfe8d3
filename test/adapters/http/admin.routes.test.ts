import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ApiDescription } from '../../../adapters/http/api-description.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { NEW_USER, registerAndVerify, signedInAgent } from '../../support/accounts.js';
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
    case 'patch':
      return client.patch(path);
    case 'delete':
      return client.delete(path);
    default:
      throw new Error(`no test call for ${method}`);
  }
}

/** Every staff operation: a route that leaves this list, or joins it, is a decision to look at. */
const STAFF_ROUTES = [
  'delete /api/admin/customers/{accountId}/sign-in-block',
  'delete /api/admin/flights/{id}/shipments/{reference}',
  'delete /api/admin/parcels/{number}/photos/{photoId}',
  'delete /api/customers/clear',
  'delete /api/products/{asin}',
  'get /api/admin/customers',
  'get /api/admin/customers/{accountId}',
  'get /api/admin/flights',
  'get /api/admin/flights/{id}',
  'get /api/admin/flights/{id}/manifest',
  'get /api/admin/labels',
  'get /api/admin/mail-outbox',
  'get /api/admin/parcels',
  'get /api/admin/parcels/unclaimed',
  'get /api/admin/parcels/{number}/label',
  'get /api/admin/payments',
  'get /api/admin/payments/unmatched',
  'get /api/admin/rate-cards',
  'get /api/admin/scans/{reference}',
  'get /api/admin/ship-requests',
  'get /api/admin/shipments/{number}/label',
  'get /api/customers/count',
  'get /api/customers/sample',
  'get /api/products/status',
  'patch /api/admin/flights/{id}',
  'post /api/admin/credits',
  'post /api/admin/customers/{accountId}/notes',
  'post /api/admin/customers/{accountId}/password-reset',
  'post /api/admin/customers/{accountId}/resend-verification',
  'post /api/admin/deploy-section',
  'post /api/admin/flights',
  'post /api/admin/flights/{id}/arrive',
  'post /api/admin/flights/{id}/assessment',
  'post /api/admin/flights/{id}/clear',
  'post /api/admin/flights/{id}/close',
  'post /api/admin/flights/{id}/depart',
  'post /api/admin/flights/{id}/shipments',
  'post /api/admin/ledger/{entryId}/reverse',
  'post /api/admin/parcels',
  'post /api/admin/parcels/moves',
  'post /api/admin/parcels/{number}/assign',
  'post /api/admin/parcels/{number}/photos',
  'post /api/admin/parcels/{reference}/status',
  'post /api/admin/payments',
  'post /api/admin/payments/unmatched/{transId}/assign',
  'post /api/admin/rate-cards',
  'post /api/admin/scans',
  'post /api/admin/ship-requests/{id}/pack',
  'post /api/customers/bulk-upload',
  'post /api/customers/import',
  'post /api/customers/load-all-data',
  'post /api/products/add-asin',
  'post /api/products/refresh',
  'put /api/admin/customers/{accountId}/destination',
  'put /api/admin/customers/{accountId}/sign-in-block',
];

function staffOperations(description: ApiDescription) {
  return Object.entries(description.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) =>
        (op as { security?: Record<string, unknown>[] }).security?.some((s) => 'staffSession' in s),
      )
      .map(([method]) => ({ method, path })),
  );
}

describe('every admin route', () => {
  it('answers 401 without a session, 403 without the role, and serves an admin', async () => {
    const app = await testApp();
    // The operations the app serves for staff, as its description (made from what it mounts) says.
    const routes = staffOperations(app.apiDescription).map(({ method, path }) => ({
      method,
      path: path.replace(/\{\w+\}/g, 'B000000001'),
    }));
    expect(
      staffOperations(app.apiDescription)
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(STAFF_ROUTES);

    await registerAndVerify(app);
    const customer = await signedInAgent(app);
    const staff = { ...NEW_USER, email: 'staff@example.com' };
    await registerAndVerify(app, staff);
    await app.container.get(ACCOUNT_TOKENS.SetAdminRole).execute({ email: staff.email, isAdmin: true });
    const admin = await signedInAgent(app, staff);

    for (const { method, path } of routes) {
      expect(
        (await call(request.agent(app).set('Sec-Fetch-Site', 'same-origin'), method, path)).status,
        `${method} ${path} signed out`,
      ).toBe(401);
      expect((await call(customer, method, path)).status, `${method} ${path} as a customer`).toBe(403);
      // Admitted: whatever the route then says of the empty request, it is not the guard's 401 or 403.
      const status = (await call(admin, method, path)).status;
      expect([401, 403], `${method} ${path} as an admin`).not.toContain(status);
      expect(status, `${method} ${path} as an admin`).toBeLessThan(500);
    }
  });

  it('stops serving a user the moment the role is revoked', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    await app.container.get(ACCOUNT_TOKENS.SetAdminRole).execute({ email: NEW_USER.email, isAdmin: true });
    const agent = await signedInAgent(app);
    expect((await agent.get('/api/admin/mail-outbox')).body).toEqual({ pending: 1, sent: 0, givenUp: 0 });
    await app.container.get(ACCOUNT_TOKENS.SetAdminRole).execute({ email: NEW_USER.email, isAdmin: false });
    expect((await agent.get('/api/admin/mail-outbox')).status).toBe(403);
  });
});
