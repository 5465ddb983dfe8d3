const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1 November 2026" for a YYYY-MM-DD date, the same on every device whatever its time zone. */
export const formatLongDate = (isoDate: string): string => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/*
 * How every page and mail writes a date: one wording per kind. A calendar date reads "1 November 2026"; a day
 * of the schedule "Monday 30 November 2026"; a moment "26 November 2026, 9:30 AM" on the calendar and clock of
 * a time zone (pages: the reader's; mails: the one they name).
 */
const zoneFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatsIn(timeZone: string) {
  let formats = zoneFormats.get(timeZone);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
    };
    zoneFormats.set(timeZone, formats);
  }
  return formats;
}

/** "26 November 2026": the day a moment falls on in a time zone. */
export const formatDateIn = (instant: Date, timeZone: string): string =>
  formatsIn(timeZone).date.format(instant);

/** "26 November 2026, 9:30 AM": a moment on the calendar and clock of a time zone. */
export const formatDateTimeIn = (instant: Date, timeZone: string): string =>
  `${formatDateIn(instant, timeZone)}, ${formatsIn(timeZone).time.format(instant)}`;

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** "Monday 30 November 2026" for a YYYY-MM-DD date: a day of the schedule. */
export const formatWeekdayDate = (isoDate: string): string =>
  `${weekday.format(new Date(`${isoDate}T00:00:00Z`))} ${formatLongDate(isoDate)}`;

/** Making a formatter costs far more than using one, and prices ask for today's date on every request. */
const isoDateFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * The last date found per zone and the minute it was found in. Every zone in use today changes its date on a
 * whole minute, so within one minute the answer stands, and a busy server formats once a minute, not per price.
 */
const lastDates = new Map<string, { minute: number; date: string }>();

/** The calendar date (YYYY-MM-DD) at an instant in a time zone: the day a rule dated by that calendar applies. */
export function isoDateIn(instant: Date, timeZone: string): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  let format = isoDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    isoDateFormats.set(timeZone, format);
  }
  const date = format.format(instant);
  lastDates.set(timeZone, { minute, date });
  return date;
}

/** Nairobi's clock: the business days a parcel is cleared in are counted on its calendar. */
export const NAIROBI_TIME_ZONE = 'Africa/Nairobi';

/**
 * The calendar date (YYYY-MM-DD) `days` business days (Monday to Friday) after the day `instant` falls on in
 * `timeZone`: weekends are skipped, whatever day the count starts on (a Friday and 2 is the Tuesday; a Saturday and
 * 2 the Tuesday too); 0 days is the day itself. The rule of a parcel's ready-by day: its flight's ETA plus the
 * clearance days, in Nairobi.
 */
export function businessDaysAfter(instant: Date, days: number, timeZone: string): string {
  const day = new Date(`${isoDateIn(instant, timeZone)}T00:00:00Z`);
  for (let left = days; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
