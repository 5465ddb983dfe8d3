// For knex's own command-line tool; the application migrates through `npm run cli -- db migrate`.
import { MIGRATIONS } from './adapters/all-areas.js';

export default {
  client: 'pg',
  connection: process.env.DATABASE_URL,
  migrations: { migrationSource: MIGRATIONS },
};
