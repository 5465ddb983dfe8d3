import { describe } from 'vitest';
import { DATABASE_TARGETS } from '../support/databases.js';
import { contractsOn } from './every-contract.js';

// A file per storage, so that the suites run side by side on two workers.
const embedded = DATABASE_TARGETS.find((target) => target.name === 'embedded PostgreSQL (PGlite)');
describe.skipIf(!embedded)('every contract on embedded PostgreSQL', () => {
  if (embedded) contractsOn(embedded);
});
