import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../adapters/all-areas.js';
import { openDatabase } from '../../../adapters/postgres/database.js';
import { migratedDump } from '../../support/migrated-database.js';

const ADAPTERS = join(import.meta.dirname, '../../../adapters');
/** Every migration file of the house and the areas (the index only lists them). */
const MIGRATION_FILES = readdirSync(ADAPTERS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((area) => {
    const folder = join(ADAPTERS, area.name, 'migrations');
    try {
      return readdirSync(folder)
        .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
        .map((file) => join(area.name, 'migrations', file));
    } catch {
      return [];
    }
  });

describe('migrations', () => {
  it('each holds its own statements and lists: none imports anything but knex', () => {
    expect(MIGRATION_FILES.length).toBeGreaterThan(20);
    const imports = MIGRATION_FILES.flatMap((file) =>
      [
        ...readFileSync(join(ADAPTERS, file), 'utf8').matchAll(
          /^(?:import|export)\b[^;]*?from\s+'([^']+)'/gms,
        ),
      ]
        .map((match) => match[1])
        .filter((from) => from !== 'knex')
        .map((from) => `${file} imports ${from ?? ''}`),
    );
    expect(imports).toEqual([]);
  });
});

/**
 * What a schema is, read from pg_catalog: its tables, columns (type, default, nullability), constraints and
 * indexes with their definitions, triggers and sequences. The schema's own name is left out, so two schemas compare.
 */
async function schemaOf(knex: Knex): Promise<Record<string, unknown[]>> {
  const { rows: named } = await knex.raw<{ rows: { name: string }[] }>('select current_schema() as name');
  const schema = named[0]?.name ?? 'public';
  const read = async (sql: string) => {
    const { rows } = await knex.raw<{ rows: Record<string, unknown>[] }>(sql, { schema });
    return rows.map((row) => JSON.parse(JSON.stringify(row).replaceAll(`${schema}.`, '')) as unknown);
  };
  const inSchema = `c.relnamespace = (select oid from pg_namespace where nspname = :schema)`;
  return {
    tables: await read(`select c.relname, c.relkind from pg_class c
      where ${inSchema} and c.relkind in ('r', 'p', 'v', 'm', 'S') order by 1`),
    columns:
      await read(`select c.relname, a.attname, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull,
        pg_get_expr(d.adbin, d.adrelid) as default, a.attidentity, a.attgenerated
      from pg_attribute a join pg_class c on c.oid = a.attrelid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ${inSchema} and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by 1, 2`),
    constraints: await read(`select c.relname, k.conname, k.contype, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k join pg_class c on c.oid = k.conrelid where ${inSchema} order by 1, 2`),
    indexes: await read(`select c.relname, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid where ${inSchema} order by 1`),
    triggers: await read(`select c.relname, t.tgname, pg_get_triggerdef(t.oid) as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid where ${inSchema} and not t.tgisinternal order by 1, 2`),
  };
}

/** Upgraded: the first migration alone, then each of the rest in its own step, as a database lived through them. */
async function upgradeStepByStep(knex: Knex): Promise<number> {
  let steps = 0;
  for (;;) {
    const [, pending] = (await knex.migrate.list({ migrationSource: MIGRATIONS })) as [unknown[], unknown[]];
    if (pending.length === 0) return steps;
    await knex.migrate.up({ migrationSource: MIGRATIONS });
    steps += 1;
  }
}

const expectSameSchemas = async (fresh: Knex, upgraded: Knex) => {
  await fresh.migrate.latest({ migrationSource: MIGRATIONS });
  const steps = await upgradeStepByStep(upgraded);
  expect(steps).toBe((await MIGRATIONS.getMigrations([])).length);
  const [freshSchema, upgradedSchema] = [await schemaOf(fresh), await schemaOf(upgraded)];
  expect(freshSchema.tables?.length).toBeGreaterThan(20);
  expect(upgradedSchema).toEqual(freshSchema);
};

describe('a database built fresh and one upgraded from the first migration', () => {
  it('end with the same schema: embedded PostgreSQL (PGlite)', async () => {
    // Fresh: the run's template, which migrateToLatest built from nothing in one step (latest is then a no-op).
    const [fresh, upgraded] = [
      await openDatabase({ kind: 'embedded', copyOf: migratedDump() }),
      await openDatabase({ kind: 'embedded' }),
    ];
    try {
      await expectSameSchemas(fresh.knex, upgraded.knex);
    } finally {
      await Promise.all([fresh.close(), upgraded.close()]);
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  it.runIf(url)(
    'end with the same schema: PostgreSQL server',
    async () => {
      const suffix = crypto.randomUUID().replace(/-/g, '');
      const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
      const inSchema = (schema: string) =>
        knexFactory({ client: 'pg', connection: url, searchPath: [schema], pool: { min: 0, max: 2 } });
      const [freshName, upgradedName] = [`fresh_${suffix}`, `upgraded_${suffix}`];
      await admin.raw(`create schema ${freshName}; create schema ${upgradedName}`);
      const [fresh, upgraded] = [inSchema(freshName), inSchema(upgradedName)];
      try {
        await expectSameSchemas(fresh, upgraded);
      } finally {
        await Promise.all([fresh.destroy(), upgraded.destroy()]);
        await admin.raw(`drop schema ${freshName} cascade; drop schema ${upgradedName} cascade`);
        await admin.destroy();
      }
    },
    60_000,
  );
});
