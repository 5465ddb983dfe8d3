import type { Knex } from 'knex';
import { z } from 'zod';
import type { EmailToken, EmailTokenPurpose } from '../../core/accounts/email-tokens.js';
import type { EmailTokenRepository } from '../../core/accounts/accounts.ports.js';
import { rowCodec } from '../postgres/row-codec.js';

/** email_tokens' columns, once: what add inserts and every read parses. */
const tokenRow = rowCodec({
  id: z.string(),
  user_id: z.string(),
  purpose: z.enum(['verify-email', 'reset-password']),
  token_hash: z.string(),
  expires_at: z.date(),
  used_at: z.date().nullable(),
});
type TokenColumns = ReturnType<typeof tokenRow.toRow>;
const toToken: (row: unknown) => EmailToken = tokenRow.fromRow;

export class KnexEmailTokens implements EmailTokenRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(t: EmailToken): Promise<void> {
    await this.db('email_tokens').insert(tokenRow.toRow(t));
  }

  async findByHash(tokenHash: string, purpose: EmailTokenPurpose): Promise<EmailToken | undefined> {
    const row: unknown = await this.db('email_tokens').where({ token_hash: tokenHash, purpose }).first();
    return row === undefined ? undefined : toToken(row);
  }

  async use(id: string, at: Date): Promise<boolean> {
    const updated = await this.db('email_tokens')
      .where({ id })
      .whereNull('used_at')
      .update({ used_at: at } satisfies Partial<TokenColumns>);
    return updated === 1;
  }

  async useAll(userId: string, purpose: EmailTokenPurpose, at: Date): Promise<void> {
    await this.db('email_tokens')
      .where({ user_id: userId, purpose })
      .whereNull('used_at')
      .update({ used_at: at } satisfies Partial<TokenColumns>);
  }
}
