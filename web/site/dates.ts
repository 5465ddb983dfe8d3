import { formatDateIn, formatDateTimeIn, formatLongDate } from '../../core/shared/calendar.js';

/** The reader's time zone, as their browser says. */
const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * How every page writes a date, by the core's one wording ("26 November 2026"): a calendar date (YYYY-MM-DD) as
 * it is, a moment (an ISO timestamp) on the reader's calendar, or on a zone's the page names.
 */
export const formatDate = (value: string, timeZone = readerTimeZone()): string =>
  CALENDAR_DATE.test(value) ? formatLongDate(value) : formatDateIn(new Date(value), timeZone);

/** A moment with its time, "26 November 2026, 9:30 AM", in the reader's zone unless the page names one. */
export const formatDateTime = (iso: string, timeZone = readerTimeZone()): string =>
  formatDateTimeIn(new Date(iso), timeZone);
