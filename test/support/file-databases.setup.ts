import { afterAll } from 'vitest';
import { closeFileDatabases } from './file-databases.js';

// Each test file of the node project closes the embedded databases it shared once its tests are done.
afterAll(closeFileDatabases);
