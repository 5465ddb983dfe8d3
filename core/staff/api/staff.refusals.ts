import type { Refusals } from '../../shared/refusals.js';
import type { StaffCode } from '../staff.errors.js';

/** Each failure's status and exit code; endpoints pick theirs from it (`refusalsFrom`). */
export const STAFF_REFUSALS = {
  'STAFF.CUSTOMER_NOT_FOUND': { status: 404, exit: 'failure' },
  'STAFF.NO_SITE_ACCOUNT': { status: 409, exit: 'failure' },
  'STAFF.PARCEL_ON_ITS_WAY': { status: 409, exit: 'failure' },
  'STAFF.ALREADY_VERIFIED': { status: 409, exit: 'failure' },
} as const satisfies Refusals<StaffCode>;
