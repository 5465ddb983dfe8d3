import type { ContactMessage } from './contact-message.js';

export interface ContactMessageRepository {
  add(message: ContactMessage): Promise<void>;
  findById(id: string): Promise<ContactMessage | undefined>;
}

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    contactMessages: ContactMessageRepository;
  }
}
