import type { ErrorStatus } from '../shared/endpoint.js';
import type { DomainError } from '../shared/result.js';
import { MAX_OPEN_PRE_ALERTS } from './pre-alert.js';

export const PARCEL_ERRORS = {
  preAlertTwice: {
    code: 'PARCELS.PRE_ALERT_EXISTS',
    message: 'You have already pre-alerted this tracking number.',
  },
  alreadyArrived: {
    code: 'PARCELS.ALREADY_ARRIVED',
    message: 'This parcel has already reached our warehouse: see it under Your parcels.',
  },
  preAlertNotFound: { code: 'PARCELS.PRE_ALERT_NOT_FOUND', message: 'No such pre-alert.' },
  preAlertFulfilled: {
    code: 'PARCELS.PRE_ALERT_FULFILLED',
    message: 'This parcel has arrived: its pre-alert can no longer be deleted.',
  },
  unknownAccount: {
    code: 'PARCELS.UNKNOWN_ACCOUNT',
    message: 'No account on this site has this account ID.',
  },
  receivedTwice: {
    code: 'PARCELS.ALREADY_RECEIVED',
    message: 'A parcel with this tracking number has already been received.',
  },
  parcelNotFound: { code: 'PARCELS.NOT_FOUND', message: 'No parcel has this number or tracking number.' },
  notForward: { code: 'PARCELS.NOT_FORWARD', message: 'A parcel status only moves forward.' },
  tooManyPreAlerts: {
    code: 'PARCELS.TOO_MANY_PRE_ALERTS',
    message: `You are waiting for ${String(MAX_OPEN_PRE_ALERTS)} pre-alerted parcels already: withdraw the ones that will not come before adding more.`,
  },
} as const satisfies Record<string, DomainError>;

export type ParcelError = (typeof PARCEL_ERRORS)[keyof typeof PARCEL_ERRORS];

export const PARCEL_ERROR_STATUSES = {
  'PARCELS.PRE_ALERT_EXISTS': 409,
  'PARCELS.ALREADY_ARRIVED': 409,
  'PARCELS.PRE_ALERT_NOT_FOUND': 404,
  'PARCELS.PRE_ALERT_FULFILLED': 409,
  'PARCELS.UNKNOWN_ACCOUNT': 404,
  'PARCELS.ALREADY_RECEIVED': 409,
  'PARCELS.NOT_FOUND': 404,
  'PARCELS.NOT_FORWARD': 409,
  'PARCELS.TOO_MANY_PRE_ALERTS': 409,
} as const satisfies Record<ParcelError['code'], ErrorStatus>;
