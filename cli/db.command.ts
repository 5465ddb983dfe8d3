import { MIGRATIONS } from '../adapters/all-areas.js';
import { Command } from 'commander';
import type { Config } from '../adapters/config.js';
import {
  type Database,
  migrateToLatest,
  migrationStatus,
  openDatabase,
  rollbackLast,
} from '../adapters/postgres/database.js';
import { say } from './terminal.js';

async function withDatabase(config: Config, work: (db: Database) => Promise<void>): Promise<void> {
  const db = await openDatabase(
    config.database.url
      ? { kind: 'server', url: config.database.url, poolMax: 1 }
      : { kind: 'embedded', dataDir: config.dataDir, besideServer: true },
  );
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

const where = (config: Config) =>
  config.database.url
    ? 'the PostgreSQL server in DATABASE_URL'
    : `the embedded database in ${config.dataDir}`;

export function dbCommand(config: () => Config): Command {
  const db = new Command('db').description(
    'Database migrations (the embedded database, or DATABASE_URL when set)',
  );

  db.command('migrate')
    .description('apply every pending migration')
    .action(() =>
      withDatabase(config(), async (database) => {
        const [, applied] = await migrateToLatest(database, MIGRATIONS);
        say(
          applied.length
            ? `Applied to ${where(config())}:\n  ${applied.join('\n  ')}`
            : `${where(config())} is up to date.`,
        );
      }),
    );

  db.command('rollback')
    .description('undo the last batch of migrations')
    .action(() =>
      withDatabase(config(), async ({ knex }) => {
        const [, undone] = (await rollbackLast(knex, MIGRATIONS)) as [number, string[]];
        say(
          undone.length
            ? `Rolled back in ${where(config())}:\n  ${undone.join('\n  ')}`
            : 'Nothing to roll back.',
        );
      }),
    );

  db.command('status')
    .description('list applied and pending migrations')
    .action(() =>
      withDatabase(config(), async ({ knex }) => {
        const { applied, pending } = await migrationStatus(knex, MIGRATIONS);
        say(`Database: ${where(config())}`);
        for (const name of applied) say(`  applied  ${name}`);
        for (const name of pending) say(`  pending  ${name}`);
      }),
    );

  return db;
}
