import type { ContactMessageFields } from './contact-message.schema.js';

export interface ContactMessage extends ContactMessageFields {
  id: string;
  createdAt: Date;
}

export interface ContactMessageRepository {
  add(message: ContactMessage): Promise<void>;
  findById(id: string): Promise<ContactMessage | undefined>;
}
