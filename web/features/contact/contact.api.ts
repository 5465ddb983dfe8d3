import { sendContactMessageEndpoint } from '../../../core/contact/api/contact.endpoints.js';
import type { ContactMessageFields } from '../../../core/contact/contact-message.schema.js';
import { callApi } from '../../site/fetch-json.js';

export const sendContactMessage = (fields: ContactMessageFields) =>
  callApi(sendContactMessageEndpoint, { body: fields });
