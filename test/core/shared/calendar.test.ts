import { describe, expect, it } from 'vitest';
import {
  formatDateIn,
  formatDateTimeIn,
  formatLongDate,
  formatWeekdayDate,
  isoDateIn,
} from '../../../core/shared/calendar.js';

describe('isoDateIn', () => {
  it('turns the date at midnight in the zone, asked again and again within each minute', () => {
    // Nairobi is UTC+3: its midnight is 21:00 UTC.
    for (let i = 0; i < 3; i++) {
      expect(isoDateIn(new Date('2026-11-30T20:59:59.999Z'), 'Africa/Nairobi')).toBe('2026-11-30');
      expect(isoDateIn(new Date('2026-11-30T21:00:00.000Z'), 'Africa/Nairobi')).toBe('2026-12-01');
    }
  });

  it('answers each zone for itself at the same instant', () => {
    const instant = new Date('2026-11-30T22:30:00Z');
    expect(isoDateIn(instant, 'Africa/Nairobi')).toBe('2026-12-01');
    expect(isoDateIn(instant, 'America/New_York')).toBe('2026-11-30');
    expect(isoDateIn(instant, 'Asia/Kolkata')).toBe('2026-12-01');
    expect(isoDateIn(instant, 'Africa/Nairobi')).toBe('2026-12-01');
  });
});

describe('the one wording of dates, for pages and mails alike', () => {
  it('writes a calendar date, a day of the schedule and a moment in a zone each one way', () => {
    expect(formatLongDate('2026-11-01')).toBe('1 November 2026');
    expect(formatWeekdayDate('2026-11-30')).toBe('Monday 30 November 2026');
    // 21:30 UTC is past midnight in Nairobi (UTC+3), still the evening before in New York.
    const instant = new Date('2026-11-30T21:30:00Z');
    expect(formatDateIn(instant, 'Africa/Nairobi')).toBe('1 December 2026');
    expect(formatDateTimeIn(instant, 'Africa/Nairobi')).toBe('1 December 2026, 12:30 AM');
    expect(formatDateTimeIn(instant, 'America/New_York')).toBe('30 November 2026, 4:30 PM');
  });
});
