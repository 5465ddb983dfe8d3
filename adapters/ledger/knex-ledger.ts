import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ENTRY_KINDS,
  type EntryPage,
  type LedgerEntry,
  PAYMENT_METHODS,
  type PostedEntry,
  effectOf,
} from '../../core/ledger/ledger-entry.js';
import type { LedgerRepository } from '../../core/ledger/ledger.ports.js';
import type { Cents } from '../../core/shared/money.js';

const rowSchema = z
  .object({
    id: z.string(),
    seq: z.coerce.number().int(),
    user_id: z.string(),
    kind: z.enum(ENTRY_KINDS),
    amount_cents: z.coerce.number().int(),
    source_key: z.string(),
    description: z.string(),
    method: z.enum(PAYMENT_METHODS).nullable(),
    reference: z.string().nullable(),
    parcel_number: z.string().nullable(),
    reverses: z.string().nullable(),
    reason: z.string().nullable(),
    posted_by: z.string().nullable(),
    kes: z.coerce.number().nullable(),
    kes_per_usd: z.coerce.number().nullable(),
    rate_date: z.union([z.date(), z.string()]).nullable(),
    posted_at: z.date(),
    reversed_by: z.string().nullable(),
  })
  .transform((r): PostedEntry => ({
    id: r.id,
    sequence: r.seq,
    userId: r.user_id,
    kind: r.kind,
    amountCents: r.amount_cents,
    sourceKey: r.source_key,
    description: r.description,
    method: r.method,
    reference: r.reference,
    parcelNumber: r.parcel_number,
    reverses: r.reverses,
    reason: r.reason,
    postedBy: r.posted_by,
    shillings:
      r.kes === null || r.kes_per_usd === null || r.rate_date === null
        ? null
        : { kes: r.kes, kesPerUsd: r.kes_per_usd, rateDate: isoDay(r.rate_date) },
    postedAt: r.posted_at,
    reversedBy: r.reversed_by,
  }));

/** A date column as YYYY-MM-DD, whichever way the driver hands it over. */
const isoDay = (day: Date | string): string =>
  typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10);

const sumSchema = z.object({ total: z.coerce.number().int() });

export class KnexLedger implements LedgerRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** Entries with the reversal that undid each, if any. */
  private entries() {
    // The reversal found by its unique index, entry by entry: a page never joins the whole ledger.
    return this.db('ledger_entries as e').select(
      'e.*',
      this.db.raw('(select r.id from ledger_entries r where r.reverses = e.id) as reversed_by'),
    );
  }

  async post(entry: LedgerEntry): Promise<'posted' | 'duplicate'> {
    let effect = effectOf(entry);
    if (entry.reverses !== null) {
      const target = await this.find(entry.reverses);
      if (target?.userId !== entry.userId || target.kind === 'reversal') {
        throw new Error('a reversal undoes an entry of the same account that is not a reversal itself');
      }
      effect = effectOf(entry, target.kind);
    }
    // Either unique key (the source, or the entry a reversal undoes) decides between two posts at once.
    const inserted: unknown[] = await this.db('ledger_entries')
      .insert({
        id: entry.id,
        user_id: entry.userId,
        kind: entry.kind,
        amount_cents: entry.amountCents,
        effect_cents: effect,
        source_key: entry.sourceKey,
        description: entry.description,
        method: entry.method,
        reference: entry.reference,
        parcel_number: entry.parcelNumber,
        reverses: entry.reverses,
        reason: entry.reason,
        posted_by: entry.postedBy,
        kes: entry.shillings?.kes ?? null,
        kes_per_usd: entry.shillings?.kesPerUsd ?? null,
        rate_date: entry.shillings?.rateDate ?? null,
        posted_at: entry.postedAt,
      })
      .onConflict()
      .ignore()
      .returning('id');
    return inserted.length === 1 ? 'posted' : 'duplicate';
  }

  async find(id: string): Promise<PostedEntry | undefined> {
    const row: unknown = await this.entries().where('e.id', id).first();
    return row === undefined ? undefined : rowSchema.parse(row);
  }

  async findBySource(sourceKey: string): Promise<PostedEntry | undefined> {
    const row: unknown = await this.entries().where('e.source_key', sourceKey).first();
    return row === undefined ? undefined : rowSchema.parse(row);
  }

  async balanceOf(userId: string): Promise<Cents> {
    const row: unknown = await this.db('ledger_entries')
      .where({ user_id: userId })
      .select(this.db.raw('coalesce(sum(effect_cents), 0) as total'))
      .first();
    return sumSchema.parse(row).total;
  }

  async listFor(userId: string, page: EntryPage): Promise<PostedEntry[]> {
    const query = this.entries().where('e.user_id', userId);
    if (page.before !== undefined) query.where('e.seq', '<', page.before);
    const rows: unknown[] = await query.orderBy('e.seq', 'desc').limit(page.limit);
    return rows.map((row) => rowSchema.parse(row));
  }

  async unpaidOf(userId: string, chargeSourceKey: string): Promise<Cents | undefined> {
    // One pass over the account's entries: a reversal of a payment or credit raised the balance (effect > 0),
    // one of a charge lowered it; only reversals look up what they undid.
    const result = await this.db.raw<{ rows: unknown[] }>(
      `select c.amount_cents as amount,
         exists (select 1 from ledger_entries r where r.reverses = c.id) as reversed,
         totals.charged_through - coalesce(undone.charges, 0) as charged_through,
         totals.paid - totals.paid_undone as paid
       from ledger_entries c
       cross join lateral (
         select
           coalesce(sum(amount_cents) filter (where kind = 'charge' and seq <= c.seq), 0) as charged_through,
           coalesce(sum(amount_cents) filter (where kind in ('payment', 'credit')), 0) as paid,
           coalesce(sum(amount_cents) filter (where kind = 'reversal' and effect_cents > 0), 0) as paid_undone
         from ledger_entries where user_id = c.user_id
       ) totals
       cross join lateral (
         select sum(r.amount_cents) as charges from ledger_entries r join ledger_entries t on t.id = r.reverses
         where r.user_id = c.user_id and r.kind = 'reversal' and t.kind = 'charge' and t.seq <= c.seq
       ) undone
       where c.user_id = :userId and c.source_key = :key and c.kind = 'charge'`,
      { userId, key: chargeSourceKey },
    );
    if (result.rows.length === 0) return undefined;
    const row = z
      .object({
        amount: z.coerce.number().int(),
        reversed: z.boolean(),
        charged_through: z.coerce.number().int(),
        paid: z.coerce.number().int(),
      })
      .parse(result.rows[0]);
    if (row.reversed) return 0;
    return Math.max(0, Math.min(row.amount, row.charged_through - row.paid));
  }

  async paymentsBetween(from: Date, to: Date): Promise<PostedEntry[]> {
    const rows: unknown[] = await this.entries()
      .where('e.kind', 'payment')
      .where('e.posted_at', '>=', from)
      .where('e.posted_at', '<', to)
      .orderBy('e.seq', 'desc');
    return rows.map((row) => rowSchema.parse(row));
  }
}
