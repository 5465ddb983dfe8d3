import type { Knex } from 'knex';
import { z } from 'zod';
import type { RegistrationClaim } from '../../core/accounts/registration-claim.js';
import type { RegistrationClaimRepository } from '../../core/accounts/accounts.ports.js';
import { rowCodec } from '../postgres/row-codec.js';
import { registrantColumns } from './knex-users.js';

const TABLE = 'registration_claims';

/** registration_claims' columns, once: what add inserts and every read parses (position only orders). */
const claimRow = rowCodec({
  ...registrantColumns,
  token_hash: z.string(),
  expires_at: z.date(),
  password_attempts: z.number().int(),
  referrer_account_id: z.string().nullable(),
});
type ClaimColumns = ReturnType<typeof claimRow.toRow>;
const toClaim: (row: unknown) => RegistrationClaim = claimRow.fromRow;

const attemptsSchema = z.array(z.object({ password_attempts: z.number().int() }));

export class KnexRegistrationClaims implements RegistrationClaimRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(c: RegistrationClaim): Promise<void> {
    await this.db(TABLE).insert(claimRow.toRow(c));
  }

  async findByTokenHash(tokenHash: string): Promise<RegistrationClaim | undefined> {
    const row: unknown = await this.db(TABLE).where({ token_hash: tokenHash }).first();
    return row === undefined ? undefined : toClaim(row);
  }

  async findByEmail(email: string): Promise<RegistrationClaim[]> {
    const rows: unknown[] = await this.db(TABLE)
      .whereRaw('lower(email) = lower(?)', [email])
      .orderBy('position', 'desc');
    return rows.map((row) => toClaim(row));
  }

  async renewLink(id: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db(TABLE)
      .where({ id })
      .update({
        token_hash: tokenHash,
        expires_at: expiresAt,
        password_attempts: 0,
      } satisfies Partial<ClaimColumns>);
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
