import { describe } from 'vitest';
import { DATABASE_TARGETS } from '../support/databases.js';
import { contractsOn } from './every-contract.js';

// On the PostgreSQL server when TEST_DATABASE_URL names one (CI's does), in a file of its own: the storages'
// suites run side by side on two workers.
const server = DATABASE_TARGETS.find((target) => target.name === 'PostgreSQL server');
describe.skipIf(!server)('every contract on the PostgreSQL server', () => {
  if (server) contractsOn(server);
});
