import { LB_PER_KG } from '../../../core/pricing/units.js';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const usd = (amount: number): string => dollars.format(amount);

export const weightLabel = (kg: number): string => `${kg.toFixed(2)} kg (${(kg * LB_PER_KG).toFixed(2)} lb)`;

const eastern = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', ...options });
const dayFormat = eastern({ weekday: 'long', day: 'numeric', month: 'long' });
const timeFormat = eastern({ hour: 'numeric', minute: '2-digit' });

/** "Monday, November 30" for a YYYY-MM-DD date (noon UTC lands on the same day in New York). */
export const departureDay = (isoDate: string): string => dayFormat.format(new Date(`${isoDate}T12:00:00Z`));

export const cutoffLabel = (iso: string): string => {
  const instant = new Date(iso);
  return `${dayFormat.format(instant)}, ${timeFormat.format(instant)} ET`;
};
