import { TZDate } from '@date-fns/tz';
import { addDays, setDay, startOfDay } from 'date-fns';

export interface DepartureSettings {
  timeZone: string;
  /** 0 = Sunday ... 6 = Saturday, as Date#getDay. */
  departureWeekday: number;
  cutoffDaysBefore: number;
  cutoffHour: number;
}

/** Monday departure, warehouse cutoff the Friday before at 4:00 PM US Eastern. */
export const DEFAULT_DEPARTURE_SETTINGS: DepartureSettings = {
  timeZone: 'America/New_York',
  departureWeekday: 1,
  cutoffDaysBefore: 3,
  cutoffHour: 16,
};

export interface NextDeparture {
  /** Calendar date of the flight in the warehouse's time zone, YYYY-MM-DD. */
  departureDate: string;
  /** The last instant a parcel may reach the warehouse for that flight. */
  cutoff: Date;
}

// Called with TZDate values, whose getters read the calendar in their own zone.
const isoDate = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The first departure whose cutoff has not passed at `now`, computed in the warehouse's zone. */
export function nextDeparture(
  now: Date,
  settings: DepartureSettings = DEFAULT_DEPARTURE_SETTINGS,
): NextDeparture {
  const local = new TZDate(now.getTime(), settings.timeZone);
  // The departure day of the current week (Sunday-based), then step forward until its cutoff lies ahead.
  let departure: Date = startOfDay(setDay(local, settings.departureWeekday));
  for (;;) {
    const cutoff = addDays(departure, -settings.cutoffDaysBefore);
    cutoff.setHours(settings.cutoffHour, 0, 0, 0);
    if (now.getTime() < cutoff.getTime()) {
      return { departureDate: isoDate(departure), cutoff: new Date(cutoff.getTime()) };
    }
    departure = addDays(departure, 7);
  }
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The weekly rhythm in words: "Monday", "Friday", "4:00 PM ET". */
export interface WeeklySchedule {
  departureDay: string;
  cutoffDay: string;
  cutoffTime: string;
}

export function weeklySchedule(settings: DepartureSettings = DEFAULT_DEPARTURE_SETTINGS): WeeklySchedule {
  const day = (weekday: number) => WEEKDAY_NAMES[((weekday % 7) + 7) % 7] ?? '';
  const hour12 = settings.cutoffHour % 12 === 0 ? 12 : settings.cutoffHour % 12;
  const zone = settings.timeZone === 'America/New_York' ? 'ET' : settings.timeZone;
  return {
    departureDay: day(settings.departureWeekday),
    cutoffDay: day(settings.departureWeekday - settings.cutoffDaysBefore),
    cutoffTime: `${hour12}:00 ${settings.cutoffHour < 12 ? 'AM' : 'PM'} ${zone}`,
  };
}
