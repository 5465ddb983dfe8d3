import { describe, expect, it } from 'vitest';
import {
  NAIROBI_TIME_ZONE,
  businessDaysAfter,
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

describe("businessDaysAfter: the ready-by rule, in business days on Nairobi's calendar", () => {
  const nairobi = (iso: string, days = 2) => businessDaysAfter(new Date(iso), days, NAIROBI_TIME_ZONE);

  it('skips the weekend: an ETA on a Friday and 2 business days is the Tuesday', () => {
    expect(nairobi('2026-12-04T10:00:00Z')).toBe('2026-12-08');
  });

  it('counts weekdays as they come: a Monday and 2 is the Wednesday, a Thursday and 2 the Monday', () => {
    expect(nairobi('2026-11-30T10:00:00Z')).toBe('2026-12-02');
    expect(nairobi('2026-12-03T10:00:00Z')).toBe('2026-12-07');
  });

  it('starts a count from the weekend on the Monday: a Saturday or a Sunday and 2 is the Tuesday', () => {
    expect(nairobi('2026-12-05T10:00:00Z')).toBe('2026-12-08');
    expect(nairobi('2026-12-06T10:00:00Z')).toBe('2026-12-08');
  });

  it("reads the ETA's day in Nairobi, not in UTC, at midnight's edges", () => {
    // 20:59 UTC on Friday is 23:59 Friday in Nairobi: Tuesday.
    expect(nairobi('2026-12-04T20:59:59Z')).toBe('2026-12-08');
    // 21:00 UTC on Friday is Saturday 00:00 in Nairobi: still Tuesday (the weekend is skipped).
    expect(nairobi('2026-12-04T21:00:00Z')).toBe('2026-12-08');
    // 21:00 UTC on Thursday is Friday 00:00 in Nairobi: Tuesday, where UTC's Thursday would give Monday.
    expect(nairobi('2026-12-03T21:00:00Z')).toBe('2026-12-08');
    expect(nairobi('2026-12-03T20:59:59Z')).toBe('2026-12-07');
  });

  it('gives the day itself for no days, and runs across a month and a year', () => {
    expect(nairobi('2026-12-05T10:00:00Z', 0)).toBe('2026-12-05');
    expect(nairobi('2026-12-31T10:00:00Z', 2)).toBe('2027-01-04');
    expect(nairobi('2026-12-25T10:00:00Z', 5)).toBe('2027-01-01');
  });
});
