import type { Knex } from 'knex';
import { z } from 'zod';
import { drawAccountId } from '../postgres/account-ids.js';
import type { User, UserChanges } from '../../core/accounts/user.js';
import type { UserRepository } from '../../core/accounts/accounts.ports.js';
import { DESTINATIONS } from '../../core/pricing/destinations.js';
import { LANGUAGES } from '../../core/shared/language.js';
import { STAFF_ROLES } from '../../core/shared/staff-roles.js';
import { column, rowCodec } from '../postgres/row-codec.js';

/**
 * The columns an account and a registration claim share, spread into each one's rowCodec: who registered, and the
 * account ID they hold.
 */
export const registrantColumns = {
  id: z.string(),
  email: z.string(),
  password_hash: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  destination: z.enum(DESTINATIONS),
  account_id: z.string().regex(/^KX\d+$/),
  created_at: z.date(),
};

/** users' columns, once: what addIfEmailFree inserts and every read parses. */
const userRow = rowCodec({
  ...registrantColumns,
  is_email_verified: z.boolean(),
  roles: column('staff_roles', z.array(z.enum(STAFF_ROLES))),
  kra_pin: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  language: z.enum(LANGUAGES),
  updated_at: z.date(),
});
type UserColumn = (typeof userRow.columns)[number];
const toUser: (row: unknown) => User = userRow.fromRow;

/** The column each change writes: a column of userRow's. */
const COLUMN_BY_CHANGE: Record<keyof UserChanges, UserColumn> = {
  passwordHash: 'password_hash',
  isEmailVerified: 'is_email_verified',
  roles: 'staff_roles',
  firstName: 'first_name',
  lastName: 'last_name',
  phoneNumber: 'phone_number',
  kraPin: 'kra_pin',
  blockedReason: 'blocked_reason',
  destination: 'destination',
  language: 'language',
};

export class KnexUsers implements UserRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  nextAccountId(): Promise<string> {
    return drawAccountId(this.db);
  }

  async findVerifiedByName(firstName: string, lastName: string): Promise<User[]> {
    const name = (column: string) => `lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;
    const rows: unknown[] = await this.db('users')
      .where('is_email_verified', true)
      .whereRaw(`${name('last_name')} = lower(?) and ${name('first_name')} = lower(?)`, [lastName, firstName])
      .orderBy('account_id')
      .limit(10);
    return rows.map((row) => toUser(row));
  }

  async addIfEmailFree(u: User): Promise<'added' | 'email-taken'> {
    // The unique index on lower(email) decides, so two registrations racing for one address cannot both win.
    const inserted: unknown[] = await this.db('users')
      .insert(userRow.toRow({ ...u, kraPin: u.kraPin ?? null, blockedReason: u.blockedReason ?? null }))
      .onConflict()
      .ignore()
      .returning('id');
    return inserted.length === 1 ? 'added' : 'email-taken';
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const row: unknown = await this.db('users').whereRaw('lower(email) = lower(?)', [email]).first();
    return row === undefined ? undefined : toUser(row);
  }

  async findById(id: string): Promise<User | undefined> {
    const row: unknown = await this.db('users').where({ id }).first();
    return row === undefined ? undefined : toUser(row);
  }

  async findByIds(ids: readonly string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    const rows: unknown[] = await this.db('users').whereIn('id', ids);
    return rows.map((row) => toUser(row));
  }

  async findByAccountId(accountId: string): Promise<User | undefined> {
    const row: unknown = await this.db('users').where({ account_id: accountId }).first();
    return row === undefined ? undefined : toUser(row);
  }

  async findStaff(): Promise<User[]> {
    const rows: unknown[] = await this.db('users').whereRaw("staff_roles <> '{}'").orderBy('account_id');
    return rows.map((row) => toUser(row));
  }

  async update(id: string, changes: UserChanges, at: Date): Promise<void> {
    const columns = Object.fromEntries(
      Object.entries(changes).map(([key, value]) => [COLUMN_BY_CHANGE[key as keyof UserChanges], value]),
    );
    await this.db('users')
      .where({ id })
      .update({ ...columns, updated_at: at } satisfies Partial<Record<UserColumn, unknown>>);
  }

  async count(): Promise<number> {
    const row: unknown = await this.db('users').count({ count: '*' }).first();
    return z.object({ count: z.coerce.number() }).parse(row).count;
  }
}
