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

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar and clock of a zone at an instant, as numbers (year, month, day, hour, minute, second). */
function clockIn(instant: Date, timeZone: string): number[] {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  return ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) =>
    Number(parts.find((part) => part.type === type)?.value),
  );
}

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = clockIn(
    new Date(instant),
    timeZone,
  );
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO 8601, UTC) a date-and-time field's value (`2026-12-08T17:30`, as `datetime-local` gives it)
 * names on a zone's clock: a flight's ETD on its origin's, its ETA on its destination's. Undefined when the text
 * is no such value.
 */
export function instantOnClockOf(local: string, timeZone: string): string | undefined {
  const match = WALL_CLOCK.exec(local);
  if (!match) return undefined;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part: string | undefined) => (part === undefined ? 0 : Number(part)));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at the first guess, then at the instant it gives: right across a change of the clocks.
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone)).toISOString();
}

/** An instant as a date-and-time field shows it on a zone's clock: `2026-12-08T17:30`. */
export function clockValueOf(iso: string, timeZone: string): string {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = clockIn(new Date(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year)}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}
