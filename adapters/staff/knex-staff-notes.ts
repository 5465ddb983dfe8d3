import type { Knex } from 'knex';
import { z } from 'zod';
import type { StaffNotes } from '../../core/staff/staff.ports.js';
import type { StaffNote } from '../../core/staff/staff-note.js';
import { rowCodec } from '../postgres/row-codec.js';

/** staff_notes' columns, once: what add inserts and every read parses. */
const noteRow = rowCodec({
  id: z.string(),
  account_id: z.string(),
  text: z.string(),
  staff_user_id: z.string(),
  staff_email: z.string(),
  at: z.date(),
});
const toNote: (row: unknown) => StaffNote = noteRow.fromRow;

export class KnexStaffNotes implements StaffNotes {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(note: StaffNote): Promise<void> {
    await this.db('staff_notes').insert(noteRow.toRow(note));
  }

  async listFor(accountId: string): Promise<StaffNote[]> {
    const rows: unknown[] = await this.db('staff_notes')
      .where({ account_id: accountId })
      .orderBy('seq', 'desc');
    return rows.map(toNote);
  }
}
