import type { Knex } from 'knex';
import { z } from 'zod';
import type { EmailToken, EmailTokenPurpose } from '../../core/accounts/email-tokens.js';
import type { EmailTokenRepository } from '../../core/accounts/accounts.ports.js';

const rowSchema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    purpose: z.enum(['verify-email', 'reset-password']),
    token_hash: z.string(),
    expires_at: z.date(),
    used_at: z.date().nullable(),
  })
  .transform((r): EmailToken => ({
    id: r.id,
    userId: r.user_id,
    purpose: r.purpose,
    tokenHash: r.token_hash,
    expiresAt: r.expires_at,
    usedAt: r.used_at,
  }));

export class KnexEmailTokens implements EmailTokenRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(t: EmailToken): Promise<void> {
    await this.db('email_tokens').insert({
      id: t.id,
      user_id: t.userId,
      purpose: t.purpose,
      token_hash: t.tokenHash,
      expires_at: t.expiresAt,
      used_at: t.usedAt,
    });
  }

  async findByHash(tokenHash: string, purpose: EmailTokenPurpose): Promise<EmailToken | undefined> {
    const row: unknown = await this.db('email_tokens').where({ token_hash: tokenHash, purpose }).first();
    return row === undefined ? undefined : rowSchema.parse(row);
  }

  async use(id: string, at: Date): Promise<boolean> {
    const updated = await this.db('email_tokens').where({ id }).whereNull('used_at').update({ used_at: at });
    return updated === 1;
  }

  async useAll(userId: string, purpose: EmailTokenPurpose, at: Date): Promise<void> {
    await this.db('email_tokens')
      .where({ user_id: userId, purpose })
      .whereNull('used_at')
      .update({ used_at: at });
  }
}
