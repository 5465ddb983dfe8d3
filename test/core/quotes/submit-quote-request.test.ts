import { describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES, quoteRequestSchema } from '../../../core/quotes/quote-request.schema.js';
import { SubmitQuoteRequestUseCase } from '../../../core/quotes/submit-quote-request.use-case.js';
import { InMemoryStore } from '../../../adapters/memory/in-memory-store.js';

const clock = { now: () => new Date('2026-11-22T09:30:00.000Z') };
const valid = {
  customerName: 'Otieno Odhiambo',
  customerEmail: 'otieno@example.com',
  customerPhone: '+254712345678',
  itemUrl: 'https://www.amazon.com/dp/B0C1234567',
  itemDescription: 'Blue, size M',
  quantity: 3,
};

describe('SubmitQuoteRequestUseCase', () => {
  it('stores a pending request, tells support and acknowledges to the customer', async () => {
    const store = new InMemoryStore();
    const useCase = new SubmitQuoteRequestUseCase(store, clock, {
      brandName: 'Kango Express',
      supportEmail: 'help@example.com',
    });
    const saved = await useCase.execute(quoteRequestSchema.parse(valid));

    expect(await store.ports.quoteRequests.findById(saved.id)).toMatchObject({ ...valid, status: 'pending' });
    const mails = store.outboxEntries().map((e) => e.mail);
    expect(mails.map((m) => [m.to, m.replyTo])).toEqual([
      ['help@example.com', 'otieno@example.com'],
      ['otieno@example.com', 'help@example.com'],
    ]);
    expect(mails[1]?.text).toContain("We'll get back to you with a detailed quote within 24 hours.");
    expect(mails[1]?.text).toContain(saved.id);
  });
});

describe('quoteRequestSchema', () => {
  it('gives the eight specified messages', () => {
    const empty = quoteRequestSchema.safeParse({ quantity: 0 });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      QUOTE_MESSAGES.nameRequired,
      QUOTE_MESSAGES.emailRequired,
      QUOTE_MESSAGES.phoneRequired,
      QUOTE_MESSAGES.urlRequired,
      QUOTE_MESSAGES.descriptionRequired,
      QUOTE_MESSAGES.quantityMin,
    ]);
    const malformed = quoteRequestSchema.safeParse({
      ...valid,
      customerEmail: 'otieno@',
      itemUrl: 'javascript:alert(1)',
    });
    expect(malformed.error?.issues.map((i) => i.message)).toEqual([
      QUOTE_MESSAGES.emailInvalid,
      QUOTE_MESSAGES.urlInvalid,
    ]);
  });

  it('accepts http and https links only, and whole quantities', () => {
    expect(quoteRequestSchema.safeParse({ ...valid, itemUrl: 'ftp://example.com/x' }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ ...valid, quantity: 1.5 }).success).toBe(false);
    expect(
      quoteRequestSchema.safeParse({ ...valid, itemUrl: 'http://shop.example.com/item?id=1' }).success,
    ).toBe(true);
  });
});
