import { memoryStore } from '../../support/stores.js';
import { describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES, quoteRequestSchema } from '../../../core/quotes/quote-request.schema.js';
import { SubmitQuoteRequestUseCase } from '../../../core/quotes/submit-quote-request.use-case.js';
import { VISITOR_MAIL_LIMIT, greetingName } from '../../../core/mail/visitor-mail.js';
import { countingIds } from '../../support/ids.js';

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
    const store = memoryStore();
    const useCase = new SubmitQuoteRequestUseCase(store, clock, countingIds(), {
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

  it("sends the customer's address no text they typed but a short one-line name; support gets it all", async () => {
    const store = memoryStore();
    const useCase = new SubmitQuoteRequestUseCase(store, clock, countingIds(), {
      brandName: 'Kango Express',
      supportEmail: 'help@example.com',
    });
    const spam = {
      ...valid,
      customerName: 'You won! Claim your prize at https://evil.example/claim now',
      itemUrl: 'https://evil.example/phish',
      itemDescription: 'Call +1 555 0100 to collect your inheritance',
      specialRequirements: 'Reply with your bank details',
    };
    await useCase.execute(quoteRequestSchema.parse(spam));
    const [toSupport, toCustomer] = store.outboxEntries().map((e) => e.mail);
    for (const typed of [spam.itemUrl, spam.itemDescription, spam.specialRequirements]) {
      expect(toCustomer?.text).not.toContain(typed);
      expect(toCustomer?.html).not.toContain(typed);
      expect(toSupport?.text).toContain(typed);
    }
    expect(toCustomer?.text).toContain(`Hello ${greetingName(spam.customerName)},`);
    expect(greetingName(spam.customerName)).toHaveLength(40);
    expect(toCustomer?.text).not.toContain('/claim');
  });

  it('acknowledges to one address at most five times an hour, while support hears of every request', async () => {
    const store = memoryStore();
    let now = new Date('2026-11-22T09:30:00.000Z');
    const useCase = new SubmitQuoteRequestUseCase(store, { now: () => now }, countingIds(), {
      brandName: 'Kango Express',
      supportEmail: 'help@example.com',
    });
    const to = (address: string) => store.outboxEntries().filter((e) => e.mail.to === address).length;
    for (let i = 0; i < 7; i++) await useCase.execute(quoteRequestSchema.parse(valid));
    expect(to('otieno@example.com')).toBe(VISITOR_MAIL_LIMIT.limit);
    expect(to('help@example.com')).toBe(7);
    now = new Date(now.getTime() + VISITOR_MAIL_LIMIT.windowMs + 1);
    await useCase.execute(quoteRequestSchema.parse({ ...valid, customerEmail: 'OTIENO@example.com' }));
    expect(
      store.outboxEntries().filter((e) => e.mail.to.toLowerCase() === 'otieno@example.com'),
    ).toHaveLength(VISITOR_MAIL_LIMIT.limit + 1);
  });
});

describe('greetingName', () => {
  it.each([
    ['Amina', 'Amina'],
    ['  Amina  ', 'Amina'],
    ['Amina\nClick https://evil.example', 'Amina'],
    ['Ami\u0000na\u0007', 'Amina'],
    ['A'.repeat(60), `${'A'.repeat(39)}…`],
  ])('greets %j as %j', (name, expected) => {
    expect(greetingName(name)).toBe(expected);
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
