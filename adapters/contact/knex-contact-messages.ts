import type { Knex } from 'knex';
import { z } from 'zod';
import type { ContactMessage } from '../../core/contact/contact-message.js';
import type { ContactMessageRepository } from '../../core/contact/contact.ports.js';
import { CONTACT_SUBJECTS } from '../../core/contact/contact-message.schema.js';
import { rowCodec } from '../postgres/row-codec.js';

/** contact_messages' columns, once: what add inserts and every read parses. */
const messageRow = rowCodec({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string(),
  created_at: z.date(),
});
const toMessage: (row: unknown) => ContactMessage = messageRow.fromRow;

export class KnexContactMessages implements ContactMessageRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(m: ContactMessage): Promise<void> {
    await this.db('contact_messages').insert(messageRow.toRow(m));
  }

  async findById(id: string): Promise<ContactMessage | undefined> {
    const row: unknown = await this.db('contact_messages').where({ id }).first();
    return row === undefined ? undefined : toMessage(row);
  }
}
