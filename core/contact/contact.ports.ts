import type { ContactMessage } from './contact-message.js';
import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';

export interface ContactMessageRepository {
  add(message: ContactMessage): Promise<void>;
  findById(id: string): Promise<ContactMessage | undefined>;
}

/** The contact area's part of a unit of work. */
export type ContactPorts = Pick<TransactionalPorts, 'contactMessages'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    contactMessages: ContactMessageRepository;
  }
}
