import type { ContactMessageRepository } from '../../core/contact/contact.ports.js';
import { type Tables, clone, insert } from './in-memory-tables.js';

export function inMemoryContactMessages(tables: Tables): ContactMessageRepository {
  return {
    add: (message) => insert(tables.contactMessages, message),
    findById: (id) => Promise.resolve(clone(tables.contactMessages.get(id))),
  };
}
