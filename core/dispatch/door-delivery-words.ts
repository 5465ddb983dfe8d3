import { FAILURE_REASON_TEXT, MAX_DOOR_ATTEMPTS, type FailureReason, type Rider } from './dispatch.js';

const weekdayDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Monday 7 December" for a YYYY-MM-DD day: a delivery is days away, so its year goes without saying. */
export const deliveryDay = (day: string): string =>
  weekdayDay.format(new Date(`${day}T00:00:00Z`)).replace(',', '');

/** "Peter K.": the rider's first name and the initial of the last, as a customer greets them at the door. */
export function riderShortName(name: string): string {
  const words = name.trim().split(/\s+/);
  const [first = name] = words;
  const last = words.length > 1 ? words.at(-1) : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** "0712 345 678" for +254712345678 (and a +211 number likewise): the number as it is dialled at home. */
export function homePhone(phone: string): string {
  const match = /^\+(?:254|211)(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return match ? `0${match[1] ?? ''} ${match[2] ?? ''} ${match[3] ?? ''}` : phone;
}

/** "Out for delivery on Monday 7 December with Peter K.": the rider's phone follows, as a link to call. */
export const outForDeliveryText = (day: string, rider: Pick<Rider, 'name'>): string =>
  `Out for delivery on ${deliveryDay(day)} with ${riderShortName(rider.name)}`;

/** "We could not deliver it on Friday 4 December: no one was home. We try again on Saturday 5 December (try 2 of 3)." */
export const failedDeliveryText = (
  failure: { day: string; reason: FailureReason },
  nextTry: string,
  attempts: number,
): string =>
  `We could not deliver it on ${deliveryDay(failure.day)}: ${FAILURE_REASON_TEXT[failure.reason]}. We try again on ${deliveryDay(nextTry)} (try ${String(attempts + 1)} of ${String(MAX_DOOR_ATTEMPTS)}).`;
