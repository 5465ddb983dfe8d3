import type { ContactMessage } from '../../core/contact/contact-message.js';
import type { ContactMessageRepository } from '../../core/contact/contact.ports.js';
import { type Tables, clone, insert } from './in-memory-tables.js';

declare module './in-memory-tables.js' {
  interface Tables {
    contactMessages: Map<string, ContactMessage>;
  }
}

export function inMemoryContactMessages(tables: Tables): ContactMessageRepository {
  return {
    add: (message) => insert(tables.contactMessages, message),
    findById: (id) => Promise.resolve(clone(tables.contactMessages.get(id))),
  };
}
