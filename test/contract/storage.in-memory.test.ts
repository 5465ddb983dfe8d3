import { contractsInMemory } from './every-contract.js';

contractsInMemory();
