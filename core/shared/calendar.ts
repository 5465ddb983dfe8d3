import { DEFAULT_LANGUAGE, type Language } from './language.js';

/** Each language's calendar as Node's and the browsers' ICU write it: sw-KE gives "Jumatatu, 7 Desemba 2026". */
const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', sw: 'sw-KE' };

/*
 * How every page and mail writes a date: one wording per kind and language. A calendar date reads
 * "1 November 2026" ("1 Novemba 2026"); a day of the schedule "Monday 30 November 2026" ("Jumatatu, 30 Novemba
 * 2026"); a moment "26 November 2026, 9:30 AM" ("26 Novemba 2026, saa 9:30") on the calendar and clock of a time
 * zone (pages: the reader's; mails: the one they name). Pages are in English; a mail is in its reader's language.
 */
const formats = new Map<
  string,
  { date: Intl.DateTimeFormat; day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }
>();
function formatsIn(timeZone: string, language: Language) {
  const key = `${language} ${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    const locale = LOCALES[language];
    found = {
      date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }),
      day: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      }),
      // Kiswahili notices use the 24-hour clock ("saa 14:30"), as KRA's and the banks' do: Swahili time-telling
      // counts from dawn (14:30 is "saa nane na nusu mchana"), so a bare "saa 2:30" could be read as either 8:30
      // or 2:30, while no hour of Swahili time goes past 12, so 14:30 cannot be misread.
      time:
        language === 'sw'
          ? new Intl.DateTimeFormat(locale, {
              hour: 'numeric',
              minute: '2-digit',
              hourCycle: 'h23',
              timeZone,
            })
          : new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
    };
    formats.set(key, found);
  }
  return found;
}

const atMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "1 November 2026" for a YYYY-MM-DD date, the same on every device whatever its time zone. */
export const formatLongDate = (isoDate: string, language: Language = DEFAULT_LANGUAGE): string =>
  formatsIn('UTC', language).date.format(atMidnight(isoDate));

/** "26 November 2026": the day a moment falls on in a time zone. */
export const formatDateIn = (
  instant: Date,
  timeZone: string,
  language: Language = DEFAULT_LANGUAGE,
): string => formatsIn(timeZone, language).date.format(instant);

/** "26 November 2026, 9:30 AM" ("26 Novemba 2026, saa 9:30"): a moment on the calendar and clock of a time zone. */
export function formatDateTimeIn(
  instant: Date,
  timeZone: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const { time } = formatsIn(timeZone, language);
  const clock = language === 'sw' ? `saa ${time.format(instant)}` : time.format(instant);
  return `${formatDateIn(instant, timeZone, language)}, ${clock}`;
}

/** "Monday 30 November 2026" ("Jumatatu, 30 Novemba 2026") for a YYYY-MM-DD date: a day of the schedule. */
export function formatWeekdayDate(isoDate: string, language: Language = DEFAULT_LANGUAGE): string {
  const text = formatsIn('UTC', language).day.format(atMidnight(isoDate));
  // en-GB writes "Monday, 30 November 2026"; the house's English has no comma, Kiswahili keeps ICU's.
  return language === 'en' ? text.replace(',', '') : text;
}

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
