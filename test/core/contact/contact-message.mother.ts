import type { ContactMessage } from '../../../core/contact/contact-message.js';

/** A stored contact message (Object Mother): Wanjiru asks about shipping. */
export const aContactMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: crypto.randomUUID(),
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: 'wanjiru@example.com',
  subject: 'shipping',
  message: 'When does the next flight leave?\nThanks',
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});

/** A valid contact form body, as a browser sends it. */
export const aContactForm = (overrides: Partial<Record<string, unknown>> = {}) => ({
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: 'wanjiru@example.com',
  subject: 'shipping',
  message: 'When does the next flight leave?',
  ...overrides,
});
