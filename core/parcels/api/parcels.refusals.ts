import type { Refusals } from '../../shared/refusals.js';
import type { ParcelCode } from '../parcels.errors.js';

/** Each failure's status and exit code; endpoints pick theirs from it (`refusalsFrom`). */
export const PARCEL_REFUSALS = {
  'PARCELS.PRE_ALERT_EXISTS': { status: 409, exit: 'failure' },
  'PARCELS.ALREADY_ARRIVED': { status: 409, exit: 'failure' },
  'PARCELS.PRE_ALERT_NOT_FOUND': { status: 404, exit: 'failure' },
  'PARCELS.PRE_ALERT_FULFILLED': { status: 409, exit: 'failure' },
  'PARCELS.UNKNOWN_ACCOUNT': { status: 404, exit: 'failure' },
  'PARCELS.ALREADY_RECEIVED': { status: 409, exit: 'failure' },
  'PARCELS.NOT_FOUND': { status: 404, exit: 'failure' },
  'PARCELS.NOT_FORWARD': { status: 409, exit: 'failure' },
  'PARCELS.UNPAID': { status: 409, exit: 'failure' },
  'PARCELS.TOO_MANY_PRE_ALERTS': { status: 409, exit: 'failure' },
  'PARCELS.HELD': { status: 409, exit: 'failure' },
  'PARCELS.WRONG_CODE': { status: 409, exit: 'failure' },
  'PARCELS.CODE_LOCKED': { status: 409, exit: 'failure' },
  'PARCELS.CODE_NEEDED': { status: 409, exit: 'failure' },
  'PARCELS.LEFT_WAREHOUSE': { status: 409, exit: 'failure' },
  'PARCELS.ALREADY_REQUESTED': { status: 409, exit: 'failure' },
  'PARCELS.SHIP_REQUEST_NOT_FOUND': { status: 404, exit: 'failure' },
  'PARCELS.SHIP_REQUEST_CLOSED': { status: 409, exit: 'failure' },
  'PARCELS.NOT_AT_WAREHOUSE': { status: 409, exit: 'failure' },
  'PARCELS.CONTENTS_INSURED': { status: 409, exit: 'failure' },
  'PARCELS.CONTENTS_NOT_DECLARED': { status: 409, exit: 'failure' },
  'PARCELS.NOT_AN_IMAGE': { status: 415, exit: 'usage' },
  'PARCELS.TOO_MANY_PIXELS': { status: 413, exit: 'usage' },
  'PARCELS.STORAGE_DAY_AHEAD': { status: 400, exit: 'usage' },
  'PARCELS.TOO_MANY_PHOTOS': { status: 409, exit: 'failure' },
  'PARCELS.PHOTO_NOT_FOUND': { status: 404, exit: 'failure' },
  'PARCELS.ALREADY_CLAIMED': { status: 409, exit: 'failure' },
  'PARCELS.UNCLAIMED': { status: 409, exit: 'failure' },
} as const satisfies Refusals<ParcelCode>;
