import type { ContactMessageFields } from './contact-message.schema.js';

/** A visitor's message as stored. */
export interface ContactMessage extends ContactMessageFields {
  id: string;
  createdAt: Date;
}
