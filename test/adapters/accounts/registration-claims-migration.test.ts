import { describe, expect, it } from 'vitest';
import { AREAS, MIGRATIONS } from '../../../adapters/all-areas.js';
import { migrateToLatest, rollbackLast } from '../../../adapters/postgres/database.js';
import { FOUNDATION_MIGRATIONS, migrationSource } from '../../../adapters/postgres/migrations/index.js';
import { KnexRegistrationClaims } from '../../../adapters/accounts/knex-registration-claims.js';
import { KnexUsers } from '../../../adapters/accounts/knex-users.js';
import type { User } from '../../../core/accounts/user.js';
import { aUser } from '../../core/accounts/user.mother.js';
import { openEmptyDatabase } from '../../support/databases.js';

const CLAIMS_MIGRATION = '20261126-015-registration-claims';

/** Every migration before registrations became claims. */
const BEFORE = migrationSource(
  FOUNDATION_MIGRATIONS,
  ...AREAS.map((area) =>
    Object.fromEntries(Object.entries(area.migrations ?? {}).filter(([name]) => name < CLAIMS_MIGRATION)),
  ),
);

describe('the migration to registration claims', () => {
  it('moves unverified accounts nothing holds into claims with their open link, and back', async () => {
    const db = await openEmptyDatabase();
    try {
      const { knex } = db;
      await knex.migrate.latest({ migrationSource: BEFORE });
      // As the users table was then: the columns a later migration added (the KRA PIN) left out.
      const addThen = (u: User) =>
        knex('users').insert({
          id: u.id,
          email: u.email,
          password_hash: u.passwordHash,
          first_name: u.firstName,
          last_name: u.lastName,
          phone_number: u.phoneNumber,
          destination: u.destination,
          account_id: u.accountId,
          is_email_verified: u.isEmailVerified,
          created_at: u.createdAt,
          updated_at: u.updatedAt,
        });
      const linked = aUser({ email: 'linked@example.com', accountId: 'KX100001' });
      const unlinked = aUser({ email: 'unlinked@example.com', accountId: 'KX100002' });
      const preAlerted = aUser({ email: 'pre-alerted@example.com', accountId: 'KX100003' });
      const verified = aUser({ email: 'verified@example.com', accountId: 'KX100004', isEmailVerified: true });
      for (const u of [linked, unlinked, preAlerted, verified]) await addThen(u);
      const token = (userId: string, hash: string, usedAt: Date | null) => ({
        id: crypto.randomUUID(),
        user_id: userId,
        purpose: 'verify-email',
        token_hash: hash,
        expires_at: new Date('2026-11-27T10:00:00.000Z'),
        used_at: usedAt,
      });
      await knex('email_tokens').insert([
        token(linked.id, 'used-link', new Date('2026-11-20T11:00:00.000Z')),
        token(linked.id, 'open-link', null),
      ]);
      await knex('pre_alerts').insert({
        id: crypto.randomUUID(),
        user_id: preAlerted.id,
        carrier: 'UPS',
        tracking_number: '1Z999AA10123456784',
        description: 'Phone case',
        value_cents: 2500,
        created_at: new Date(),
      });

      await migrateToLatest(db, MIGRATIONS);
      const claims = new KnexRegistrationClaims(knex);
      expect(await claims.findByEmail(linked.email)).toEqual([
        {
          id: linked.id,
          email: linked.email,
          passwordHash: linked.passwordHash,
          firstName: linked.firstName,
          lastName: linked.lastName,
          phoneNumber: linked.phoneNumber,
          destination: linked.destination,
          accountId: linked.accountId,
          tokenHash: 'open-link',
          expiresAt: new Date('2026-11-27T10:00:00.000Z'),
          passwordAttempts: 0,
          referrerAccountId: null,
          createdAt: linked.createdAt,
        },
      ]);
      const users = new KnexUsers(knex);
      // No open link: one that no token matches, expired, for a resend to replace.
      const [moved] = await claims.findByEmail(unlinked.email);
      expect(moved?.tokenHash).toBe(`none:${unlinked.id}`);
      expect(moved && moved.expiresAt <= new Date()).toBe(true);
      expect(await users.findById(linked.id)).toBeUndefined();
      expect(await users.findById(unlinked.id)).toBeUndefined();
      expect(await knex('email_tokens').select('id')).toEqual([]);
      expect(await users.findById(preAlerted.id)).toEqual(preAlerted);
      expect(await users.findById(verified.id)).toEqual(verified);
      expect(await claims.findByEmail(preAlerted.email)).toEqual([]);

      // Back to the table as it was then: read as rows (the later columns are gone too).
      await rollbackLast(knex, MIGRATIONS);
      const row = (id: string) =>
        knex('users').where({ id }).first('email', 'account_id', 'is_email_verified');
      expect(await row(linked.id)).toEqual({
        email: linked.email,
        account_id: linked.accountId,
        is_email_verified: false,
      });
      expect(await row(unlinked.id)).toMatchObject({ account_id: unlinked.accountId });
      expect(await knex.schema.hasTable('registration_claims')).toBe(false);
    } finally {
      await db.close();
    }
  });
});
