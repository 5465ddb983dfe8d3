import type { Knex } from 'knex';
import * as initial from './20261122-001-initial.js';
import * as customerNameIndex from './20261122-002-customer-name-index.js';
import * as outboxClaims from './20261122-003-outbox-claims.js';
import * as featuredProducts from './20261123-004-featured-products.js';
import * as rateCardsAndSections from './20261124-005-rate-cards-and-sections.js';
import * as rateLimits from './20261124-006-rate-limits.js';
import * as callSlots from './20261124-007-call-slots.js';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Every migration, in order. Listed here rather than found on disk, so they run the same under any loader. */
const MIGRATIONS: Record<string, Migration> = {
  '20261122-001-initial': initial,
  '20261122-002-customer-name-index': customerNameIndex,
  '20261122-003-outbox-claims': outboxClaims,
  '20261123-004-featured-products': featuredProducts,
  '20261124-005-rate-cards-and-sections': rateCardsAndSections,
  '20261124-006-rate-limits': rateLimits,
  '20261124-007-call-slots': callSlots,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: () => Promise.resolve(Object.keys(MIGRATIONS)),
  getMigrationName: (name) => name,
  getMigration: (name) => {
    const migration = MIGRATIONS[name];
    if (!migration) return Promise.reject(new Error(`unknown migration ${name}`));
    return Promise.resolve(migration);
  },
};
