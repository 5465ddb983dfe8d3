import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../support/test-app.js';

const contact = {
  firstName: 'Amina',
  lastName: 'Yusuf',
  email: 'amina@example.com',
  subject: 'tracking',
  message: 'Where is my parcel?',
};
const quote = {
  customerName: 'Otieno Odhiambo',
  customerEmail: 'otieno@example.com',
  customerPhone: '+254712345678',
  itemUrl: 'https://www.amazon.com/dp/B0C1234567',
  itemDescription: 'Blue, size M',
  quantity: 1,
};

describe('POST /api/contact', () => {
  it('stores the message, queues it to support and an acknowledgement to the sender, and answers 201', async () => {
    const app = await testApp();
    const res = await request(app).post('/api/contact').send(contact);
    expect(res.status).toBe(201);
    const store = app.container.memoryStore;
    expect(await store?.ports.contactMessages.findById(res.body.id)).toMatchObject(contact);
    const [toSupport, acknowledgement] = store?.outboxEntries().map((e) => e.mail) ?? [];
    expect(toSupport?.replyTo).toBe(contact.email);
    expect(acknowledgement?.to).toBe(contact.email);
    expect(acknowledgement?.subject).toMatch(/^We received your message \| /);
    expect(acknowledgement?.text).not.toContain(contact.message);
    expect(acknowledgement?.text).not.toContain(contact.firstName);
  });

  it('answers 400 with field messages and stores nothing', async () => {
    const app = await testApp();
    const res = await request(app)
      .post('/api/contact')
      .send({ ...contact, email: 'nope', message: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'message', message: 'Message is required' },
    ]);
    expect(app.container.memoryStore?.outboxEntries()).toHaveLength(0);
  });

  it('answers 429 past the limit', async () => {
    const app = await testApp({}, { rateLimits: { forms: { windowMs: 60_000, limit: 2 } } });
    for (let i = 0; i < 2; i++)
      expect((await request(app).post('/api/contact').send(contact)).status).toBe(201);
    const limited = await request(app).post('/api/contact').send(contact);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many messages/);
    // Two messages: each to support, each acknowledged; the refused one sends nothing.
    expect(app.container.memoryStore?.outboxEntries()).toHaveLength(4);
  });
});

describe('POST /api/quote-requests', () => {
  it('stores a pending request and queues two mails', async () => {
    const app = await testApp();
    const res = await request(app).post('/api/quote-requests').send(quote);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    expect(app.container.memoryStore?.outboxEntries()).toHaveLength(2);
  });

  it('answers 400 listing every problem', async () => {
    const app = await testApp();
    const res = await request(app).post('/api/quote-requests').send({ quantity: '1' });
    expect(res.status).toBe(400);
    expect((res.body.errors as { path: string }[]).map((e) => e.path)).toEqual([
      'customerName',
      'customerEmail',
      'customerPhone',
      'itemUrl',
      'itemDescription',
      'quantity',
    ]);
  });

  it('answers 413 for a body over the limit', async () => {
    const app = await testApp();
    const res = await request(app)
      .post('/api/quote-requests')
      .send({ ...quote, itemDescription: 'x'.repeat(150_000) });
    expect(res.status).toBe(413);
  });
});

describe('no input produces a 500', () => {
  const arbitraryBody = fc.oneof(
    fc.json(),
    fc.string(),
    fc.record({
      firstName: fc.anything(),
      lastName: fc.anything(),
      email: fc.anything(),
      subject: fc.anything(),
      message: fc.anything(),
      customerName: fc.anything(),
      customerEmail: fc.anything(),
      customerPhone: fc.anything(),
      itemUrl: fc.oneof(fc.webUrl(), fc.string(), fc.anything()),
      itemDescription: fc.anything(),
      quantity: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.anything()),
      specialRequirements: fc.anything(),
    }),
  );

  it.each(['/api/contact', '/api/quote-requests', '/api/shipping/calculate'])(
    '%s answers 2xx or 4xx to anything',
    async (path) => {
      const app = await testApp({}, { rateLimits: { forms: { windowMs: 60_000, limit: 10_000 } } });
      await fc.assert(
        fc.asyncProperty(arbitraryBody, async (body) => {
          const raw = typeof body === 'string' ? body : JSON.stringify(body);
          const res = await request(app).post(path).set('Content-Type', 'application/json').send(raw);
          expect(res.status).toBeLessThan(500);
          expect(typeof res.body.message === 'string' || res.status < 300).toBe(true);
        }),
        { numRuns: 150 },
      );
    },
  );
});
