import type { Refusals } from '../../shared/refusals.js';
import type { ScanCode } from '../scans.errors.js';

/** Each failure's status and exit code; endpoints pick theirs from it (`refusalsFrom`). */
export const SCAN_REFUSALS = {
  'SCANS.NOT_FOUND': { status: 404, exit: 'failure' },
  'SCANS.REFUSED': { status: 409, exit: 'failure' },
} as const satisfies Refusals<ScanCode>;
