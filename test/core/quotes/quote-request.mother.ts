import type { QuoteRequest } from '../../../core/quotes/quote-request.js';

/** A stored Buy for Me request (Object Mother): Otieno wants two headphones, pending. */
export const aQuoteRequest = (overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
  id: crypto.randomUUID(),
  customerName: 'Otieno Odhiambo',
  customerEmail: 'otieno@example.com',
  customerPhone: '+254 712 345 678',
  itemUrl: 'https://www.amazon.com/dp/B0C1234567',
  itemDescription: 'Noise-cancelling headphones',
  quantity: 2,
  status: 'pending',
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  updatedAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});

/** A valid Buy for Me quote form body, as a browser sends it. */
export const aQuoteForm = (overrides: Partial<Record<string, unknown>> = {}) => ({
  customerName: 'Otieno Odhiambo',
  customerEmail: 'otieno@example.com',
  customerPhone: '+254712345678',
  itemUrl: 'https://www.amazon.com/dp/B0C1234567',
  itemDescription: 'Noise-cancelling headphones',
  quantity: 1,
  specialRequirements: 'Gift wrap, please',
  ...overrides,
});
