import { formatLongDate } from '../../../core/shared/calendar.js';

/** "$1 = KES 129, rate of 1 November 2026" for a rate as the API gives it. */
export const rateText = (kesPerUsd: number, rateDate: string): string =>
  `$1 = KES ${String(kesPerUsd)}, rate of ${formatLongDate(rateDate)}`;

const nairobiDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Nairobi' });
const nairobiDateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Nairobi',
});

/** The day an entry was posted, in Nairobi. */
export const postedOn = (iso: string): string => nairobiDate.format(new Date(iso));
/** The day and time, in Nairobi. */
export const postedAt = (iso: string): string => `${nairobiDateTime.format(new Date(iso))} (Nairobi)`;
