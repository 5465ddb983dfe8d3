import type { Knex } from 'knex';
import { z } from 'zod';
import { type LiveSection, SECTION_IDS } from '../../core/sections/homepage-sections.js';
import type { LiveSectionRepository } from '../../core/sections/sections.ports.js';
import { notifyChange } from '../postgres/change-notices.js';
import { rowCodec } from '../postgres/row-codec.js';

const TABLE = 'homepage_sections';
/** The notice every instance on the database hears when the live sections change. */
export const LIVE_SECTIONS_CHANNEL = 'homepage_sections_changed';

/** homepage_sections' columns, once: what deploy inserts and list selects and parses. */
const sectionRow = rowCodec({
  section_id: z.enum(SECTION_IDS),
  deployed_at: z.date(),
  deployed_by: z.string(),
});

export class KnexLiveSections implements LiveSectionRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async list(): Promise<LiveSection[]> {
    const rows: unknown[] = await this.db(TABLE).select(...sectionRow.columns);
    // A section a later release no longer has is left in the table and not shown.
    return rows.flatMap((row) => {
      const parsed = sectionRow.safeFromRow(row);
      return parsed.success ? [parsed.data] : [];
    });
  }

  async deploy(section: LiveSection): Promise<boolean> {
    const inserted: unknown[] = await this.db(TABLE)
      .insert(sectionRow.toRow(section))
      .onConflict('section_id')
      .ignore()
      .returning('section_id');
    return this.announced(inserted.length === 1);
  }

  async remove(sectionId: LiveSection['sectionId']): Promise<boolean> {
    return this.announced((await this.db(TABLE).where({ section_id: sectionId }).delete()) > 0);
  }

  /** Tells the other instances of a change (delivered when its transaction commits). */
  private async announced(changed: boolean): Promise<boolean> {
    if (changed) await notifyChange(this.db, LIVE_SECTIONS_CHANNEL);
    return changed;
  }
}
