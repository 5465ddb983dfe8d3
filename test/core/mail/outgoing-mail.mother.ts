import type { OutgoingMail } from '../../../core/mail/mail.ports.js';

/** A mail to support (Object Mother): its bodies name its subject, so each mail of a test is told apart. */
export const anOutgoingMail = (
  subject = 'A question',
  overrides: Partial<OutgoingMail> = {},
): OutgoingMail => ({
  to: 'support@example.com',
  subject,
  text: `text of ${subject}`,
  html: `<p>html of ${subject}</p>`,
  ...overrides,
});
