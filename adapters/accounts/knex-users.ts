import type { Knex } from 'knex';
import { z } from 'zod';
import { drawAccountId } from '../postgres/account-ids.js';
import type { User, UserChanges } from '../../core/accounts/user.js';
import type { UserRepository } from '../../core/accounts/accounts.ports.js';
import { DESTINATIONS } from '../../core/pricing/destinations.js';

/** The columns an account and a registration claim share: who registered, and the account ID they hold. */
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

/** Those columns as the fields of an account or a claim. */
export const registrantFields = (r: z.infer<z.ZodObject<typeof registrantColumns>>) => ({
  id: r.id,
  email: r.email,
  passwordHash: r.password_hash,
  firstName: r.first_name,
  lastName: r.last_name,
  phoneNumber: r.phone_number,
  destination: r.destination,
  accountId: r.account_id,
  createdAt: r.created_at,
});

const rowSchema = z
  .object({
    ...registrantColumns,
    is_email_verified: z.boolean(),
    is_admin: z.boolean(),
    kra_pin: z.string().nullable().optional(),
    updated_at: z.date(),
  })
  .transform((r): User => ({
    ...registrantFields(r),
    isEmailVerified: r.is_email_verified,
    isAdmin: r.is_admin,
    kraPin: r.kra_pin ?? null,
    updatedAt: r.updated_at,
  }));

const COLUMN_BY_CHANGE: Record<keyof UserChanges, string> = {
  passwordHash: 'password_hash',
  isEmailVerified: 'is_email_verified',
  isAdmin: 'is_admin',
  firstName: 'first_name',
  lastName: 'last_name',
  phoneNumber: 'phone_number',
  kraPin: 'kra_pin',
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
    return rows.map((row) => rowSchema.parse(row));
  }

  async addIfEmailFree(u: User): Promise<'added' | 'email-taken'> {
    // The unique index on lower(email) decides, so two registrations racing for one address cannot both win.
    const inserted: unknown[] = await this.db('users')
      .insert({
        id: u.id,
        email: u.email,
        password_hash: u.passwordHash,
        first_name: u.firstName,
        last_name: u.lastName,
        phone_number: u.phoneNumber,
        destination: u.destination,
        is_email_verified: u.isEmailVerified,
        is_admin: u.isAdmin,
        account_id: u.accountId,
        created_at: u.createdAt,
        updated_at: u.updatedAt,
      })
      .onConflict()
      .ignore()
      .returning('id');
    return inserted.length === 1 ? 'added' : 'email-taken';
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const row: unknown = await this.db('users').whereRaw('lower(email) = lower(?)', [email]).first();
    return row === undefined ? undefined : rowSchema.parse(row);
  }

  async findById(id: string): Promise<User | undefined> {
    const row: unknown = await this.db('users').where({ id }).first();
    return row === undefined ? undefined : rowSchema.parse(row);
  }

  async findByIds(ids: readonly string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    const rows: unknown[] = await this.db('users').whereIn('id', ids);
    return rows.map((row) => rowSchema.parse(row));
  }

  async findByAccountId(accountId: string): Promise<User | undefined> {
    const row: unknown = await this.db('users').where({ account_id: accountId }).first();
    return row === undefined ? undefined : rowSchema.parse(row);
  }

  async update(id: string, changes: UserChanges, at: Date): Promise<void> {
    const columns = Object.fromEntries(
      Object.entries(changes).map(([key, value]) => [COLUMN_BY_CHANGE[key as keyof UserChanges], value]),
    );
    await this.db('users')
      .where({ id })
      .update({ ...columns, updated_at: at });
  }
}
