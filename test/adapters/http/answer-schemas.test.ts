import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  loginResponseSchema,
  publicUserSchema,
  verifyEmailResponseSchema,
} from '../../../core/accounts/api/account-responses.schema.js';
import { contactResponseSchema } from '../../../core/contact/contact-message.schema.js';
import {
  clearResponseSchema,
  countResponseSchema,
  importResponseSchema,
} from '../../../core/customers/api/customer-responses.schema.js';
import { customerLookupResultSchema } from '../../../core/customers/customer-lookup.schema.js';
import { quoteRequestResponseSchema } from '../../../core/quotes/quote-request.schema.js';
import { errorBodySchema, messageResponseSchema } from '../../../core/shared/api/api-responses.schema.js';
import { ACCOUNT_TOKENS } from '../../../core/accounts/account.tokens.js';
import { NEW_USER, lastMailedToken } from '../../support/accounts.js';
import { aContactForm } from '../../core/contact/contact-message.mother.js';
import { aQuoteForm } from '../../core/quotes/quote-request.mother.js';
import { testApp } from '../../support/test-app.js';

/** The browser parses every response with these schemas: the server must give exactly what they read. */
describe('the answers the browser reads match the shared schemas', () => {
  it('for accounts, customers, forms and errors', async () => {
    const app = await testApp();
    const agent = request.agent(app).set('Sec-Fetch-Site', 'same-origin');
    const ok = <T>(schema: { parse(value: unknown): T }, res: request.Response) => {
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      return schema.parse(res.body);
    };

    ok(messageResponseSchema, await agent.post('/api/register').send(NEW_USER));
    const token = await lastMailedToken(app, '/verify-email');
    ok(messageResponseSchema, await agent.get(`/api/verify-email/${token}`));
    ok(
      verifyEmailResponseSchema,
      await agent.post('/api/verify-email').send({ token, password: NEW_USER.password }),
    );
    await app.container
      .get(ACCOUNT_TOKENS.ChangeStaffRole)
      .execute({ email: NEW_USER.email, role: 'admin', change: 'grant' });
    ok(
      loginResponseSchema,
      await agent.post('/api/login').send({ email: NEW_USER.email, password: NEW_USER.password }),
    );
    const user = await agent.get('/api/user');
    ok(publicUserSchema, user);
    // Nothing beyond what the schema shows (never a password hash).
    expect(Object.keys(user.body as object).sort()).toEqual(Object.keys(publicUserSchema.shape).sort());
    ok(messageResponseSchema, await agent.post('/api/resend-verification').send({}));
    ok(
      messageResponseSchema,
      await agent.post('/api/password-reset/request').send({ email: NEW_USER.email }),
    );

    ok(
      importResponseSchema,
      await agent.post('/api/customers/import').type('text/csv').send('Amina,Yusuf,KX1\nbad'),
    );
    ok(countResponseSchema, await agent.get('/api/customers/count'));
    ok(countResponseSchema, await agent.get('/api/customers/sample'));
    for (const [firstName, lastName] of [
      ['Amina', 'Yusuf'],
      ['Nobody', 'Here'],
    ]) {
      ok(customerLookupResultSchema, await agent.post('/api/customer-lookup').send({ firstName, lastName }));
    }
    ok(clearResponseSchema, await agent.delete('/api/customers/clear'));

    ok(contactResponseSchema, await agent.post('/api/contact').send(aContactForm()));
    ok(quoteRequestResponseSchema, await agent.post('/api/quote-requests').send(aQuoteForm()));
    ok(messageResponseSchema, await agent.post('/api/logout'));

    for (const res of [
      await agent.get('/api/user'),
      await agent.post('/api/contact').send({}),
      await agent.get('/api/no-such-route'),
      await agent.post('/api/login').set('Origin', 'https://evil.example').send({}),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      errorBodySchema.parse(res.body);
    }
  });
});
