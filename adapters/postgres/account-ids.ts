import type { Knex } from 'knex';
import { z } from 'zod';

/**
 * Account IDs come from one sequence, `account_id_seq`, for registered and imported customers alike: an import
 * refuses an ID that a registered account holds and moves the sequence past the highest ID it loads, so the
 * next registration draws a number above every imported one. Both hold this lock until their transaction ends,
 * so a registration and an import that overlap cannot each take the same ID: the later one sees the other's.
 */
export async function lockAccountIds(db: Knex | Knex.Transaction): Promise<void> {
  await db.raw(`select pg_advisory_xact_lock(hashtext(current_schema() || '.account_id_seq'))`);
}

const drawnSchema = z.object({ rows: z.tuple([z.object({ id: z.string() })]) });

/** The next account ID for a registration (inside its transaction, which keeps the lock until it ends). */
export async function drawAccountId(db: Knex | Knex.Transaction): Promise<string> {
  await lockAccountIds(db);
  return drawnSchema.parse(await db.raw(`select 'KX' || nextval('account_id_seq') as id`)).rows[0].id;
}

/**
 * Moves the sequence so that its next number is above every account ID in `table` (never back). A sequence
 * is not transactional: a rolled-back import leaves the sequence moved, a gap and nothing worse.
 */
export async function moveAccountIdsPast(db: Knex | Knex.Transaction, table: string): Promise<void> {
  await db.raw(`
    select setval('account_id_seq', highest::bigint)
    from (select max(substr(account_id, 3)::numeric) as highest from ${table}) as imported, account_id_seq as s
    where highest >= case when s.is_called then s.last_value + 1 else s.last_value end`);
}
