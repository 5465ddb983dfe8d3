import type { DomainError } from '../shared/result.js';

export const STAFF_ERRORS = {
  customerNotFound: {
    code: 'STAFF.CUSTOMER_NOT_FOUND',
    message: 'No site account and no imported customer has this account ID.',
  },
  noSiteAccount: {
    code: 'STAFF.NO_SITE_ACCOUNT',
    message: 'This customer was imported and has no account on the site: there is nothing to send or change.',
  },
  parcelOnItsWay: {
    code: 'STAFF.PARCEL_ON_ITS_WAY',
    message:
      'A parcel of this account has left the warehouse and is not handed over yet: change the destination once it is.',
  },
  alreadyVerified: {
    code: 'STAFF.ALREADY_VERIFIED',
    message: 'This account has verified its e-mail address already: there is no link to send.',
  },
} as const satisfies Record<string, DomainError>;

type AnyStaffError = (typeof STAFF_ERRORS)[keyof typeof STAFF_ERRORS];
export type StaffCode = AnyStaffError['code'];
export type StaffError<C extends StaffCode = StaffCode> = Extract<AnyStaffError, { code: C }>;
