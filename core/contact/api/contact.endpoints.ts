import { endpoint } from '../../shared/endpoint.js';
import { houseRefusals } from '../../shared/refusals.js';
import { contactResponseSchema, contactMessageSchema } from '../contact-message.schema.js';

/** The public forms' tag, shared with Buy for Me's quote requests. */
export const FORMS_TAG = { name: 'forms', description: 'The contact form and Buy for Me quote requests.' };

export const sendContactMessageEndpoint = endpoint({
  operationId: 'sendContactMessage',
  method: 'POST',
  path: '/api/contact',
  tag: FORMS_TAG,
  summary: 'Send a message to support',
  who: 'anyone',
  body: { type: 'json', schema: contactMessageSchema },
  ok: { status: 201, meaning: 'Stored and mailed to support.', schema: contactResponseSchema },
  refuses: houseRefusals('UNAVAILABLE'),
  rateLimit: {
    counter: 'contact',
    rule: 'forms',
    message:
      'Too many messages from this address. Please try again in a few minutes, or contact us on WhatsApp.',
  },
});
