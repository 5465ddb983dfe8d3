import type { ContactMessage } from '../../core/contact/contact-message.js';
import type { ContactMessageRepository } from '../../core/contact/contact.ports.js';
import { type Tables, clone, insert } from '../memory/in-memory-tables.js';

declare module '../memory/in-memory-tables.js' {
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
