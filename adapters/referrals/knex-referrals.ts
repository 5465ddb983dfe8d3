import type { Knex } from 'knex';
import { z } from 'zod';
import { REFERRAL_SOURCES } from '../../core/referrals/referral-ledger-sources.js';
import type { Referral, ReferralEarnings, ReferralRepository } from '../../core/referrals/referrals.ports.js';
import { rowCodec } from '../postgres/row-codec.js';
import { formSql } from '../postgres/form-sql.js';

/** referrals' columns, once: what add inserts and every read parses. */
const referralRow = rowCodec({
  friend_user_id: z.string(),
  referrer_user_id: z.string(),
  created_at: z.date(),
});
const toReferral: (row: unknown) => Referral = referralRow.fromRow;

const earningsSchema = z
  .object({ friends: z.coerce.number().int(), earned: z.coerce.number().int() })
  .transform((r): ReferralEarnings => ({ friends: r.friends, creditsEarnedCents: r.earned }));

export class KnexReferrals implements ReferralRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(referral: Referral): Promise<'added' | 'duplicate'> {
    const inserted: unknown[] = await this.db('referrals')
      .insert(referralRow.toRow(referral))
      .onConflict('friend_user_id')
      .ignore()
      .returning('friend_user_id');
    return inserted.length === 1 ? 'added' : 'duplicate';
  }

  async findByFriend(friendUserId: string): Promise<Referral | undefined> {
    const row: unknown = await this.db('referrals').where({ friend_user_id: friendUserId }).first();
    return row === undefined ? undefined : toReferral(row);
  }

  /** The friends, and each one's referrer credit in the ledger that stands: one query. */
  async earnedBy(referrerUserId: string): Promise<ReferralEarnings> {
    const id = formSql(REFERRAL_SOURCES.referrerCredit.id, ['f.friend_user_id::text']);
    const result = await this.db.raw<{ rows: unknown[] }>(
      `select count(*) as friends, coalesce(sum(e.amount_cents) filter (where r.id is null), 0) as earned
       from referrals f
         left join ledger_entries e
           on e.source_kind = ? and e.source_id = ${id.sql} and e.user_id = f.referrer_user_id
         left join ledger_entries r on r.reverses = e.id
       where f.referrer_user_id = ?`,
      [REFERRAL_SOURCES.referrerCredit.kind, ...id.bindings, referrerUserId],
    );
    return earningsSchema.parse(result.rows[0]);
  }
}
