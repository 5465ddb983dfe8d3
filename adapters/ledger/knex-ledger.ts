import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ENTRY_KINDS,
  type EntryPage,
  type LedgerEntry,
  type PostedEntry,
  type SourceKey,
  effectOf,
} from '../../core/ledger/ledger-entry.js';
import { PAYMENT_METHODS } from '../../core/shared/payment-methods.js';
import type { AccountKeys, LedgerRepository } from '../../core/ledger/ledger.ports.js';
import type { Cents } from '../../core/shared/money.js';
import { column, nested, rowCodec } from '../postgres/row-codec.js';

/** A date column as YYYY-MM-DD, whichever way the driver hands it over. */
const isoDay = (day: Date | string): string =>
  typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10);

/**
 * ledger_entries' columns, once: what post inserts (with the entry's effect beside them) and every read parses. The
 * sequence is the database's to give, and the reversal that undid an entry is another entry's: both read beside.
 */
const entryRow = rowCodec({
  id: z.string(),
  user_id: z.string(),
  kind: z.enum(ENTRY_KINDS),
  amount_cents: z.coerce.number().int(),
  source: nested({ kind: column('source_kind', z.string()), id: column('source_id', z.string()) }),
  description: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  subject: z.string().nullable(),
  reverses: z.string().nullable(),
  reason: z.string().nullable(),
  posted_by: z.string().nullable(),
  shillings: nested({
    kes: z.coerce.number(),
    kes_per_usd: z.coerce.number(),
    rate_date: z.union([z.date(), z.string()]).transform(isoDay),
  }).nullable(),
  posted_at: z.date(),
});
const postedSchema = z.object({ seq: z.coerce.number().int(), reversed_by: z.string().nullable() });
const toPosted = (row: unknown): PostedEntry => {
  const { seq, reversed_by } = postedSchema.parse(row);
  return { ...entryRow.fromRow(row), sequence: seq, reversedBy: reversed_by };
};

const sumSchema = z.object({ total: z.coerce.number().int() });
const unpaidSchema = z.object({
  user_id: z.string(),
  key: z.string(),
  unpaid_cents: z.coerce.number().int(),
});

/** Rows of (user_id, key, unpaid_cents), by account, then by key. */
function byAccount(rows: readonly unknown[]): Map<string, Map<string, Cents>> {
  const found = new Map<string, Map<string, Cents>>();
  for (const row of rows) {
    const { user_id, key, unpaid_cents } = unpaidSchema.parse(row);
    const theirs = found.get(user_id) ?? new Map<string, Cents>();
    found.set(user_id, theirs.set(key, unpaid_cents));
  }
  return found;
}

/** The asks as two parallel arrays, (account, key) pairs, for `unnest`: one parameter each, however many. */
const pairsOf = (asks: readonly AccountKeys[]): [string[], string[]] => [
  asks.flatMap((a) => a.keys.map(() => a.userId)),
  asks.flatMap((a) => [...a.keys]),
];
/** The (account, key) pairs asked, as a relation `a(user_id, key)`. */
const ASKED = 'unnest(?::uuid[], ?::text[]) as a(user_id, key)';

/**
 * What is still owed of each charge whose id the query `ids` (of one uuid column) names: a row per such
 * charge, (user_id, source_id, subject, unpaid_cents). Payments and credits pay an account's oldest standing charges
 * first; a reversed charge owes nothing. Set-wise, for any number of charges and accounts: every response of the
 * ledger's on what is owed comes from this one query.
 */
const unpaidChargesSql = (ids: string): string => `
  with charge as (
    select e.id, e.user_id, e.amount_cents, e.source_id, e.subject from ledger_entries e
    where e.kind = 'charge' and e.id in (${ids})
  ), standing as (
    select s.id, s.user_id, s.kind, s.seq, s.amount_cents from ledger_entries s
    where s.user_id in (select user_id from charge) and s.kind <> 'reversal'
      and not exists (select 1 from ledger_entries r where r.reverses = s.id)
  ), charged_through as (
    select id, sum(case when kind = 'charge' then amount_cents else 0 end)
      over (partition by user_id order by seq) as cents
    from standing
  ), paid as (
    select user_id, sum(amount_cents) as cents from standing where kind in ('payment', 'credit') group by user_id
  )
  select c.user_id, c.source_id, c.subject,
    case when t.id is null then 0
      else greatest(0, least(c.amount_cents, t.cents - coalesce(p.cents, 0))) end as unpaid_cents
  from charge c left join charged_through t on t.id = c.id left join paid p on p.user_id = c.user_id`;

export class KnexLedger implements LedgerRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /** Entries with the reversal that undid each, if any: found by its unique index, so a page never joins the whole ledger. */
  private entries() {
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
      .insert({ ...entryRow.toRow(entry), effect_cents: effect })
      .onConflict()
      .ignore()
      .returning('id');
    return inserted.length === 1 ? 'posted' : 'duplicate';
  }

  async find(id: string): Promise<PostedEntry | undefined> {
    const row: unknown = await this.entries().where('e.id', id).first();
    return row === undefined ? undefined : toPosted(row);
  }

  async findBySource(source: SourceKey): Promise<PostedEntry | undefined> {
    const row: unknown = await this.entries()
      .where({ 'e.source_kind': source.kind, 'e.source_id': source.id })
      .first();
    return row === undefined ? undefined : toPosted(row);
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
    if (page.foldReversed) query.whereNotExists(this.db('ledger_entries as r').whereRaw('r.reverses = e.id'));
    const rows: unknown[] = await query.orderBy('e.seq', 'desc').limit(page.limit);
    return rows.map(toPosted);
  }

  async unpaidOf(userId: string, chargeSource: SourceKey): Promise<Cents | undefined> {
    const unpaid = await this.unpaidOfCharges(chargeSource.kind, [{ userId, keys: [chargeSource.id] }]);
    return unpaid.get(userId)?.get(chargeSource.id);
  }

  async unpaidOfCharges(
    kind: string,
    asks: readonly AccountKeys[],
  ): Promise<Map<string, Map<string, Cents>>> {
    const [users, keys] = pairsOf(asks);
    if (keys.length === 0) return new Map();
    // A source (kind, id) is unique: each pair finds its charge by that index, of that account only.
    const result = await this.db.raw<{ rows: unknown[] }>(
      `select user_id, source_id as key, unpaid_cents from (${unpaidChargesSql(
        `select e.id from ledger_entries e join ${ASKED}
           on e.source_kind = ? and e.source_id = a.key and e.user_id = a.user_id`,
      )}) u`,
      [users, keys, kind],
    );
    return byAccount(result.rows);
  }

  async unpaidBySubject(asks: readonly AccountKeys[]): Promise<Map<string, Map<string, Cents>>> {
    const [users, keys] = pairsOf(asks);
    if (keys.length === 0) return new Map();
    const result = await this.db.raw<{ rows: unknown[] }>(
      `select user_id, subject as key, sum(unpaid_cents) as unpaid_cents from (${unpaidChargesSql(
        `select e.id from ledger_entries e join ${ASKED}
           on e.user_id = a.user_id and e.subject = a.key where e.kind = 'charge'`,
      )}) u group by user_id, subject`,
      [users, keys],
    );
    return byAccount(result.rows);
  }

  async balanceAfter(entryId: string): Promise<Cents | undefined> {
    const result = await this.db.raw<{ rows: unknown[] }>(
      `select (select coalesce(sum(l.effect_cents), 0) from ledger_entries l
               where l.user_id = e.user_id and l.seq <= e.seq) as total
       from ledger_entries e where e.id = ?`,
      [entryId],
    );
    const [row] = result.rows;
    return row === undefined ? undefined : sumSchema.parse(row).total;
  }

  async paidInBy(userId: string): Promise<Cents> {
    const row: unknown = await this.db('ledger_entries as e')
      .where({ 'e.user_id': userId, 'e.kind': 'payment' })
      .whereNotExists(this.db('ledger_entries as r').whereRaw('r.reverses = e.id'))
      .select(this.db.raw('coalesce(sum(e.amount_cents), 0) as total'))
      .first();
    return sumSchema.parse(row).total;
  }

  async firstChargeWithSubject(userId: string): Promise<PostedEntry | undefined> {
    const row: unknown = await this.entries()
      .where({ 'e.user_id': userId, 'e.kind': 'charge' })
      .whereNotNull('e.subject')
      .whereNotExists(this.db('ledger_entries as r').whereRaw('r.reverses = e.id'))
      .orderBy('e.seq')
      .first();
    return row === undefined ? undefined : toPosted(row);
  }

  async paymentsBetween(from: Date, to: Date): Promise<PostedEntry[]> {
    const rows: unknown[] = await this.entries()
      .where('e.kind', 'payment')
      .where('e.posted_at', '>=', from)
      .where('e.posted_at', '<', to)
      .orderBy('e.seq', 'desc');
    return rows.map(toPosted);
  }
}
