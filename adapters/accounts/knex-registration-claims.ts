import type { Knex } from 'knex';
import { z } from 'zod';
import type { RegistrationClaim } from '../../core/accounts/registration-claim.js';
import type { RegistrationClaimRepository } from '../../core/accounts/accounts.ports.js';
import { registrantColumns, registrantFields } from './knex-users.js';

const TABLE = 'registration_claims';

const rowSchema = z
  .object({
    ...registrantColumns,
    token_hash: z.string(),
    expires_at: z.date(),
    password_attempts: z.number().int(),
    referrer_account_id: z.string().nullable(),
  })
  .transform((r): RegistrationClaim => ({
    ...registrantFields(r),
    tokenHash: r.token_hash,
    expiresAt: r.expires_at,
    passwordAttempts: r.password_attempts,
    referrerAccountId: r.referrer_account_id,
  }));

const attemptsSchema = z.array(z.object({ password_attempts: z.number().int() }));

export class KnexRegistrationClaims implements RegistrationClaimRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(c: RegistrationClaim): Promise<void> {
    await this.db(TABLE).insert({
      id: c.id,
      email: c.email,
      password_hash: c.passwordHash,
      first_name: c.firstName,
      last_name: c.lastName,
      phone_number: c.phoneNumber,
      destination: c.destination,
      account_id: c.accountId,
      token_hash: c.tokenHash,
      expires_at: c.expiresAt,
      password_attempts: c.passwordAttempts,
      referrer_account_id: c.referrerAccountId,
      created_at: c.createdAt,
    });
  }

  async findByTokenHash(tokenHash: string): Promise<RegistrationClaim | undefined> {
    const row: unknown = await this.db(TABLE).where({ token_hash: tokenHash }).first();
    return row === undefined ? undefined : rowSchema.parse(row);
  }

  async findByEmail(email: string): Promise<RegistrationClaim[]> {
    const rows: unknown[] = await this.db(TABLE)
      .whereRaw('lower(email) = lower(?)', [email])
      .orderBy('position', 'desc');
    return rows.map((row) => rowSchema.parse(row));
  }

  async renewLink(id: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db(TABLE)
      .where({ id })
      .update({ token_hash: tokenHash, expires_at: expiresAt, password_attempts: 0 });
  }

  async countPasswordAttempt(id: string, limit: number): Promise<number | undefined> {
    // One statement: attempts made at once each see the others' counts.
    const rows = await this.db(TABLE)
      .where({ id })
      .where('password_attempts', '<', limit)
      .increment('password_attempts', 1)
      .returning('password_attempts');
    return attemptsSchema.parse(rows)[0]?.password_attempts;
  }

  async remove(id: string): Promise<boolean> {
    return (await this.db(TABLE).where({ id }).delete()) === 1;
  }
}
