import { formatLongDate } from '../../../core/shared/calendar.js';
import { formatDate, formatDateTime } from '../../site/dates.js';
import { PAYMENTS_TIME_ZONE } from '../../../core/payments/payment-day.js';

/** "$1 = KES 129, rate of 1 November 2026" for a rate as the API gives it. */
export const rateText = (kesPerUsd: number, rateDate: string): string =>
  `$1 = KES ${String(kesPerUsd)}, rate of ${formatLongDate(rateDate)}`;

/** The day an entry was posted, on the ledger's calendar (Nairobi's), in the site's one wording. */
export const postedOn = (iso: string): string => formatDate(iso, PAYMENTS_TIME_ZONE);
/** The day and time, in Nairobi. */
export const postedAt = (iso: string): string => `${formatDateTime(iso, PAYMENTS_TIME_ZONE)} (Nairobi)`;
