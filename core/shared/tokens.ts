import type { Clock } from './clock.js';
import type { Ids } from './ids.js';
import type { SignedInUsers } from './signed-in.js';
import { token } from './token.js';
import type { TransactionalPorts, UnitOfWork } from './unit-of-work.ports.js';

/** What every area may depend on; each area's own tokens are in its `core/<area>/<area>.tokens.ts`. */
export const TOKENS = {
  Clock: token<Clock>('Clock'),
  Ids: token<Ids>('Ids'),
  UnitOfWork: token<UnitOfWork<TransactionalPorts>>('UnitOfWork'),
  SignedInUsers: token<SignedInUsers>('SignedInUsers'),
} as const;
