import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ApiDescription } from '../../../adapters/http/api-description.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { STAFF_ROLES, type StaffRole } from '../../../core/shared/staff-roles.js';
import { NEW_USER, registerAndVerify, signedInAgent, signedInStaff } from '../../support/accounts.js';
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

/**
 * Every staff operation and the roles it is for (an admin may call each one): a route that leaves this list, joins
 * it, or changes its roles is a decision to look at.
 */
const STAFF_ROUTES: Record<string, readonly StaffRole[]> = {
  'delete /api/admin/customers/{accountId}/sign-in-block': ['support'],
  'delete /api/admin/flights/{id}/shipments/{reference}': ['warehouse'],
  'delete /api/admin/parcels/{number}/photos/{photoId}': ['warehouse'],
  'delete /api/customers/clear': ['admin'],
  'delete /api/products/{asin}': ['admin'],
  'get /api/admin/audit': ['admin'],
  'get /api/admin/customers': ['support'],
  'get /api/admin/customers/{accountId}': ['support'],
  'get /api/admin/dispatch': ['dispatch'],
  'get /api/admin/notices': ['support'],
  'get /api/admin/dispatch/riders': ['dispatch'],
  'get /api/admin/dispatch/run-sheets/{riderId}': ['dispatch'],
  'get /api/admin/dispatch/run-sheets/{riderId}/stops': ['dispatch'],
  'get /api/admin/flights': ['warehouse', 'dispatch'],
  'get /api/admin/flights/{id}': ['warehouse', 'dispatch'],
  'get /api/admin/flights/{id}/manifest': ['warehouse'],
  'get /api/admin/labels': ['warehouse'],
  'get /api/admin/mail-outbox': ['support'],
  'get /api/admin/parcels': ['warehouse', 'dispatch', 'finance', 'support'],
  'get /api/admin/parcels/unclaimed': ['warehouse', 'support'],
  'get /api/admin/parcels/{number}/handover/signature': ['dispatch', 'support'],
  'get /api/admin/parcels/{number}/label': ['warehouse'],
  'get /api/admin/payments': ['finance'],
  'get /api/admin/payments/unmatched': ['finance'],
  'get /api/admin/rate-cards': ['admin'],
  'get /api/admin/scans/{reference}': ['warehouse', 'dispatch', 'support'],
  'get /api/admin/ship-requests': ['warehouse'],
  'get /api/admin/shipments/{number}/label': ['warehouse'],
  'get /api/customers/count': ['support'],
  'get /api/customers/sample': ['admin'],
  'get /api/products/status': ['admin'],
  'patch /api/admin/flights/{id}': ['admin'],
  'post /api/admin/credits': ['finance'],
  'post /api/admin/customers/{accountId}/notes': ['support'],
  'post /api/admin/customers/{accountId}/password-reset': ['support'],
  'post /api/admin/customers/{accountId}/resend-verification': ['support'],
  'post /api/admin/deploy-section': ['admin'],
  'post /api/admin/dispatch/assignments': ['dispatch'],
  'post /api/admin/dispatch/failures': ['dispatch'],
  'post /api/admin/dispatch/riders': ['dispatch'],
  'post /api/admin/dispatch/riders/{riderId}/deactivate': ['dispatch'],
  'post /api/admin/flights': ['admin'],
  'post /api/admin/flights/{id}/arrive': ['dispatch'],
  'post /api/admin/flights/{id}/assessment': ['finance'],
  'post /api/admin/flights/{id}/clear': ['dispatch'],
  'post /api/admin/flights/{id}/close': ['warehouse'],
  'post /api/admin/flights/{id}/depart': ['warehouse'],
  'post /api/admin/flights/{id}/shipments': ['warehouse'],
  'post /api/admin/ledger/{entryId}/reverse': ['finance'],
  'post /api/admin/parcels': ['warehouse'],
  'post /api/admin/parcels/moves': ['warehouse', 'dispatch'],
  'post /api/admin/parcels/{number}/assign': ['warehouse', 'support'],
  'post /api/admin/parcels/{number}/photos': ['warehouse'],
  'post /api/admin/parcels/{reference}/status': ['warehouse', 'dispatch'],
  'post /api/admin/payments': ['finance'],
  'post /api/admin/payments/unmatched/{transId}/assign': ['finance'],
  'post /api/admin/rate-cards': ['admin'],
  'post /api/admin/scans': ['warehouse', 'dispatch'],
  'post /api/admin/ship-requests/{id}/pack': ['warehouse'],
  'post /api/customers/bulk-upload': ['admin'],
  'post /api/customers/import': ['admin'],
  'post /api/customers/load-all-data': ['admin'],
  'post /api/products/add-asin': ['admin'],
  'post /api/products/refresh': ['admin'],
  'put /api/admin/customers/{accountId}/destination': ['support'],
  'put /api/admin/customers/{accountId}/sign-in-block': ['support'],
};

/** Every role but admin, each a member of its own in the walk. */
const DESK_ROLES = STAFF_ROLES.filter((role) => role !== 'admin');

interface DescribedOperation {
  security?: Record<string, unknown>[];
  description?: string;
  'x-roles'?: string[];
}

function staffOperations(description: ApiDescription) {
  return Object.entries(description.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, DescribedOperation>)
      .filter(([, op]) => op.security?.some((s) => 'staffSession' in s))
      .map(([method, op]) => ({ method, path, roles: op['x-roles'], description: op.description })),
  );
}

describe('every staff route', () => {
  it('describes the roles of each, the admin always among them', async () => {
    const app = await testApp();
    const described = staffOperations(app.apiDescription);
    expect(described.map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(STAFF_ROUTES).sort());
    for (const { method, path, roles, description } of described) {
      const declared = STAFF_ROUTES[`${method} ${path}`] ?? [];
      const expected = declared.includes('admin') ? ['admin'] : [...declared, 'admin'];
      expect(roles, `${method} ${path}`).toEqual(expected);
      expect(description, `${method} ${path}`).toContain(`Staff roles: ${expected.join(', ')}.`);
    }
  });

  it('answers 401 without a session, 403 to a customer and to the other roles, and serves its roles and an admin', async () => {
    const app = await testApp();
    // The operations the app serves for staff, as its description (made from what it mounts) says.
    const routes = staffOperations(app.apiDescription).map(({ method, path }) => ({
      method,
      path: path.replace(/\{\w+\}/g, 'B000000001'),
      roles: STAFF_ROUTES[`${method} ${path}`] ?? [],
    }));

    await registerAndVerify(app);
    const customer = await signedInAgent(app);
    const admin = await signedInStaff(app);
    // One member, given each role in turn: the guard reads the user fresh on every request.
    const member = await signedInStaff(app, ['support']);
    const users = app.container.get(ACCOUNT_TOKENS.Users);
    const memberId = (await users.findByEmail('support@example.com'))?.id ?? '';

    for (const { method, path } of routes) {
      const route = `${method} ${path}`;
      expect(
        (await call(request.agent(app).set('Sec-Fetch-Site', 'same-origin'), method, path)).status,
        `${route} signed out`,
      ).toBe(401);
      expect((await call(customer, method, path)).status, `${route} as a customer`).toBe(403);
    }
    for (const role of DESK_ROLES) {
      await users.update(memberId, { roles: [role] }, new Date());
      for (const { method, path, roles } of routes) {
        const route = `${method} ${path}`;
        const res = await call(member, method, path);
        if (roles.includes(role)) {
          // Admitted: whatever the route then says of the empty request, it is not the guard's 401 or 403.
          expect([401, 403], `${route} as ${role}`).not.toContain(res.status);
          expect(res.status, `${route} as ${role}`).toBeLessThan(500);
        } else {
          expect(res.status, `${route} as ${role}`).toBe(403);
          expect(res.body.message, `${route} as ${role}`).toMatch(/^This is for staff with the .* role\.$/);
        }
      }
    }
    for (const { method, path } of routes) {
      const status = (await call(admin, method, path)).status;
      expect([401, 403], `${method} ${path} as an admin`).not.toContain(status);
      expect(status, `${method} ${path} as an admin`).toBeLessThan(500);
    }
  });

  it('refuses a warehouse member a payment and a reversal, and a finance member a parcel’s receipt, naming the role', async () => {
    const app = await testApp();
    const warehouse = await signedInStaff(app, ['warehouse']);
    const finance = await signedInStaff(app, ['finance']);
    const payment = await warehouse.post('/api/admin/payments').send({});
    expect([payment.status, payment.body]).toEqual([
      403,
      expect.objectContaining({ message: 'This is for staff with the finance or admin role.' }),
    ]);
    const reversal = await warehouse.post('/api/admin/ledger/B000000001/reverse').send({ reason: 'typo' });
    expect(reversal.status).toBe(403);
    const receipt = await finance.post('/api/admin/parcels').send({});
    expect([receipt.status, receipt.body]).toEqual([
      403,
      expect.objectContaining({ message: 'This is for staff with the warehouse or admin role.' }),
    ]);
    // Each is served its own: the empty bodies are refused by their schemas, past the guard.
    expect((await finance.post('/api/admin/payments').send({})).status).toBe(400);
    expect((await warehouse.post('/api/admin/parcels').send({})).status).toBe(400);
  });

  it('stops serving a user the moment the role is revoked', async () => {
    const app = await testApp();
    await registerAndVerify(app);
    await app.container
      .get(ACCOUNT_TOKENS.ChangeStaffRole)
      .execute({ email: NEW_USER.email, role: 'admin', change: 'grant' });
    const agent = await signedInAgent(app);
    expect((await agent.get('/api/admin/mail-outbox')).body).toEqual({ pending: 1, sent: 0, givenUp: 0 });
    await app.container
      .get(ACCOUNT_TOKENS.ChangeStaffRole)
      .execute({ email: NEW_USER.email, role: 'admin', change: 'revoke' });
    expect((await agent.get('/api/admin/mail-outbox')).status).toBe(403);
  });
});
