const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1 November 2026" for a YYYY-MM-DD date, the same on every device whatever its time zone. */
export const formatLongDate = (isoDate: string): string => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** Making a formatter costs far more than using one, and prices ask for today's date on every request. */
const isoDateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) at an instant in a time zone: the day a rule dated by that calendar applies. */
export function isoDateIn(instant: Date, timeZone: string): string {
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
  return format.format(instant);
}
