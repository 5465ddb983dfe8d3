import type { Cents } from '../shared/money.js';
import type { DomainError } from '../shared/result.js';
import { unpaidText } from './parcel-charge.js';
import { HELD_TEXT } from './shipment.js';
import { UNCLAIMED_TEXT } from './parcel.js';
import { MAX_OPEN_PRE_ALERTS } from './pre-alert.js';
import { INSURANCE_PERCENT } from '../pricing/tariffs.js';
import { MAX_PHOTOS_PER_PARCEL, PHOTO_FORMATS_TEXT, tooManyPixelsText } from './parcel-photo.js';
import { codeLockedText, codeNeededText, wrongCodeText } from './handover.js';

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
  /** Release on payment: what is owed, and how it is paid. */
  unpaid: (owedCents: Cents) => ({ code: 'PARCELS.UNPAID', message: unpaidText(owedCents) }) as const,
  held: {
    code: 'PARCELS.HELD',
    message: HELD_TEXT,
  },
  /** A handover with a collection code that is not the shipment's; `left`: wrong codes before it locks. */
  wrongCode: (left: number) => ({ code: 'PARCELS.WRONG_CODE', message: wrongCodeText(left) }) as const,
  codeLocked: (until: Date) => ({ code: 'PARCELS.CODE_LOCKED', message: codeLockedText(until) }) as const,
  codeNeeded: { code: 'PARCELS.CODE_NEEDED', message: codeNeededText },
  leftBeforeTravel: {
    code: 'PARCELS.LEFT_WAREHOUSE',
    message: 'Only parcels waiting at our warehouse can travel together: one of these has left already.',
  },
  alreadyRequested: {
    code: 'PARCELS.ALREADY_REQUESTED',
    message:
      'One of these parcels is already asked to travel with others, or packed: withdraw that request first.',
  },
  shipRequestNotFound: {
    code: 'PARCELS.SHIP_REQUEST_NOT_FOUND',
    message: 'No such request to ship parcels together.',
  },
  shipRequestClosed: {
    code: 'PARCELS.SHIP_REQUEST_CLOSED',
    message: 'This request has been packed or withdrawn already.',
  },
  notAtWarehouse: {
    code: 'PARCELS.NOT_AT_WAREHOUSE',
    message:
      'This parcel has left our warehouse: its contents and insurance can only be changed while it waits there.',
  },
  contentsInsured: {
    code: 'PARCELS.CONTENTS_INSURED',
    message:
      'This parcel is insured for the value declared: its contents can no longer be changed. Contact us if they are wrong.',
  },
  contentsNotDeclared: {
    code: 'PARCELS.CONTENTS_NOT_DECLARED',
    message: `Declare what is in the parcel first: insurance is ${String(INSURANCE_PERCENT)}% of the declared value.`,
  },
  /** Fees of days to come would be owed at handover for days the parcel may never wait (and a far date runs long). */
  storageDayAhead: (day: string, today: string) =>
    ({
      code: 'PARCELS.STORAGE_DAY_AHEAD',
      message: `Storage is charged only through today, ${today} (the warehouse's calendar, UTC): ${day} has not come yet. Nothing was charged; give today's date or an earlier one.`,
    }) as const,
  notAnImage: (which: string) =>
    ({
      code: 'PARCELS.NOT_AN_IMAGE',
      message: `${which} is not ${PHOTO_FORMATS_TEXT}: send a photo taken with the camera.`,
    }) as const,
  /** `pixels`: what the photo's header says it has, more than MAX_PHOTO_PIXELS. */
  tooManyPixels: (which: string, pixels: number) =>
    ({ code: 'PARCELS.TOO_MANY_PIXELS', message: tooManyPixelsText(which, pixels) }) as const,
  tooManyPhotos: (room: number) =>
    ({
      code: 'PARCELS.TOO_MANY_PHOTOS',
      message:
        room === 0
          ? `This parcel has ${String(MAX_PHOTOS_PER_PARCEL)} photos already, the most a parcel may have.`
          : `This parcel has room for ${String(room)} more photo${room === 1 ? '' : 's'} (at most ${String(MAX_PHOTOS_PER_PARCEL)}).`,
    }) as const,
  alreadyClaimed: {
    code: 'PARCELS.ALREADY_CLAIMED',
    message: 'This parcel already belongs to an account: only an unclaimed parcel can be assigned.',
  },
  unclaimed: {
    code: 'PARCELS.UNCLAIMED',
    message: UNCLAIMED_TEXT,
  },
  photoNotFound: { code: 'PARCELS.PHOTO_NOT_FOUND', message: 'No such photo.' },
  /** Labels asked for numbers no parcel or box has: each named, and nothing printed. */
  labelsNotFound: (numbers: readonly string[]) =>
    ({
      code: 'PARCELS.LABEL_NOT_FOUND',
      message: `No parcel or box has the number${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')}: nothing was printed.`,
    }) as const,
  tooManyPreAlerts: {
    code: 'PARCELS.TOO_MANY_PRE_ALERTS',
    message: `You are waiting for ${String(MAX_OPEN_PRE_ALERTS)} pre-alerted parcels already: withdraw the ones that will not come before adding more.`,
  },
} as const satisfies Record<string, DomainError | ((...args: never[]) => DomainError)>;

/** An entry of the table: a failure, or what a function of it makes. */
type ErrorOf<E> = E extends (...args: never[]) => infer R ? R : E;
type AnyParcelError = ErrorOf<(typeof PARCEL_ERRORS)[keyof typeof PARCEL_ERRORS]>;
export type ParcelCode = AnyParcelError['code'];
/** A parcel failure, or one of those with the codes `C` (what one use case may return). */
export type ParcelError<C extends ParcelCode = ParcelCode> = Extract<AnyParcelError, { code: C }>;
