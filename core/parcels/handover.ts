import { formatDateTimeIn } from '../shared/calendar.js';

export const wrongCodeText = (left: number): string =>
  `This is not the collection code sent to the parcel's owner. ${left === 1 ? 'One more wrong code locks' : `${String(left)} more wrong codes lock`} it for an hour.`;

export const codeLockedText = (until: Date): string =>
  `Too many wrong collection codes: this parcel cannot be handed over with a code until ${formatDateTimeIn(until, 'Africa/Nairobi')} (Nairobi time), not even with the right one. Hand it over without a code only with a stated reason.`;

export const codeNeededText =
  'Hand a parcel over with the six-digit collection code sent to its owner, or state a reason for handing it over without one.';
