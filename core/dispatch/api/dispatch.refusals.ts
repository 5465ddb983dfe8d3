import type { Refusals } from '../../shared/refusals.js';
import type { DispatchCode } from '../dispatch.errors.js';

/** Each failure's status and exit code; endpoints pick theirs from it (`refusalsFrom`). */
export const DISPATCH_REFUSALS = {
  'DISPATCH.RIDER_NOT_FOUND': { status: 404, exit: 'failure' },
  'DISPATCH.RIDER_INACTIVE': { status: 409, exit: 'failure' },
  'DISPATCH.NOT_READY': { status: 409, exit: 'failure' },
  'DISPATCH.NOT_DOOR': { status: 409, exit: 'failure' },
} as const satisfies Refusals<DispatchCode>;
