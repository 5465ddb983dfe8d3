import type { Knex } from 'knex';
import { z } from 'zod';
import type { ContactMessage } from '../../core/contact/contact-message.js';
import type { ContactMessageRepository } from '../../core/contact/contact.ports.js';
import { CONTACT_SUBJECTS } from '../../core/contact/contact-message.schema.js';

const rowSchema = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    subject: z.enum(CONTACT_SUBJECTS),
    message: z.string(),
    created_at: z.date(),
  })
  .transform((r): ContactMessage => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    createdAt: r.created_at,
  }));

export class KnexContactMessages implements ContactMessageRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(m: ContactMessage): Promise<void> {
    await this.db('contact_messages').insert({
      id: m.id,
      first_name: m.firstName,
      last_name: m.lastName,
      email: m.email,
      subject: m.subject,
      message: m.message,
      created_at: m.createdAt,
    });
  }

  async findById(id: string): Promise<ContactMessage | undefined> {
    const row: unknown = await this.db('contact_messages').where({ id }).first();
    return row === undefined ? undefined : rowSchema.parse(row);
  }
}
