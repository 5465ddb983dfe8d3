import type { Knex } from 'knex';
import * as initial from './20261122-001-initial.js';
import * as customerNameIndex from './20261122-002-customer-name-index.js';
import * as outboxClaims from './20261122-003-outbox-claims.js';
import * as featuredProducts from './20261123-004-featured-products.js';
import * as rateCardsAndSections from './20261124-005-rate-cards-and-sections.js';
import * as rateLimits from './20261124-006-rate-limits.js';
import * as callSlots from './20261124-007-call-slots.js';

export interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * The migrations written before each area became a module (several areas' tables in one); an area's later ones
 * are in its module. Listed rather than found on disk, so they run the same under any loader.
 */
export const FOUNDATION_MIGRATIONS: Record<string, Migration> = {
  '20261122-001-initial': initial,
  '20261122-002-customer-name-index': customerNameIndex,
  '20261122-003-outbox-claims': outboxClaims,
  '20261123-004-featured-products': featuredProducts,
  '20261124-005-rate-cards-and-sections': rateCardsAndSections,
  '20261124-006-rate-limits': rateLimits,
  '20261124-007-call-slots': callSlots,
};

/** Every migration of the application and its areas, in name order (the names start with their date). */
export function migrationSource(
  ...lists: (Record<string, Migration> | undefined)[]
): Knex.MigrationSource<string> {
  const migrations = new Map<string, Migration>();
  for (const [name, migration] of lists.flatMap((list) => Object.entries(list ?? {}))) {
    if (migrations.has(name)) throw new Error(`two migrations are named ${name}`);
    migrations.set(name, migration);
  }
  const names = [...migrations.keys()].sort();
  return {
    getMigrations: () => Promise.resolve(names),
    getMigrationName: (name) => name,
    getMigration: (name) => {
      const migration = migrations.get(name);
      if (!migration) return Promise.reject(new Error(`unknown migration ${name}`));
      return Promise.resolve(migration);
    },
  };
}
