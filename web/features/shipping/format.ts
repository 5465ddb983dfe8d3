import { formatWeekdayDate, isoDateIn } from '../../../core/shared/calendar.js';
import { LB_PER_KG } from '../../../core/pricing/units.js';
import { DEFAULT_DEPARTURE_SETTINGS } from '../../../core/schedule/departure-schedule.js';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const usd = (amount: number): string => dollars.format(amount);

export const weightLabel = (kg: number): string => `${kg.toFixed(2)} kg (${(kg * LB_PER_KG).toFixed(2)} lb)`;

/** The warehouse's zone: the schedule's days and cutoff are its. */
const WAREHOUSE_ZONE = DEFAULT_DEPARTURE_SETTINGS.timeZone;
const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: WAREHOUSE_ZONE,
});

/** "Friday 27 November 2026, 4:00 PM ET": the warehouse cutoff, on the warehouse's calendar and clock. */
export const cutoffLabel = (iso: string): string => {
  const instant = new Date(iso);
  return `${formatWeekdayDate(isoDateIn(instant, WAREHOUSE_ZONE))}, ${timeFormat.format(instant)} ET`;
};
