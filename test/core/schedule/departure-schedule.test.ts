import { describe, expect, it } from 'vitest';
import { nextDeparture, weeklySchedule } from '../../../core/schedule/departure-schedule.js';

const at = (iso: string) => nextDeparture(new Date(iso));

describe('nextDeparture (Monday flight, cutoff Friday 4:00 PM US Eastern)', () => {
  it('takes the coming Monday before the Friday cutoff', () => {
    // Wednesday 18 Nov 2026, noon Eastern (EST, UTC-5)
    const next = at('2026-11-18T17:00:00Z');
    expect(next.departureDate).toBe('2026-11-23');
    expect(next.cutoff.toISOString()).toBe('2026-11-20T21:00:00.000Z');
  });

  it('still takes it one minute before the cutoff, and moves a week at the cutoff', () => {
    expect(at('2026-11-20T20:59:00Z').departureDate).toBe('2026-11-23');
    expect(at('2026-11-20T21:00:00Z').departureDate).toBe('2026-11-30');
  });

  it('moves a week on the weekend and on the departure Monday itself', () => {
    expect(at('2026-11-21T15:00:00Z').departureDate).toBe('2026-11-30');
    expect(at('2026-11-23T15:00:00Z').departureDate).toBe('2026-11-30');
  });

  it('keeps 4 PM local when daylight saving starts between cutoff and departure (8 Mar 2026)', () => {
    // Friday 6 Mar is still EST: 4 PM = 21:00 UTC
    expect(at('2026-03-06T20:59:00Z')).toEqual({
      departureDate: '2026-03-09',
      cutoff: new Date('2026-03-06T21:00:00Z'),
    });
    // Friday 13 Mar is EDT: 4 PM = 20:00 UTC
    expect(at('2026-03-07T12:00:00Z').cutoff.toISOString()).toBe('2026-03-13T20:00:00.000Z');
  });

  it('keeps 4 PM local when daylight saving ends (1 Nov 2026)', () => {
    // Friday 30 Oct is EDT: 4 PM = 20:00 UTC
    expect(at('2026-10-30T19:59:00Z')).toEqual({
      departureDate: '2026-11-02',
      cutoff: new Date('2026-10-30T20:00:00Z'),
    });
    // after it, Friday 6 Nov is EST: 4 PM = 21:00 UTC
    expect(at('2026-10-30T20:00:00Z')).toEqual({
      departureDate: '2026-11-09',
      cutoff: new Date('2026-11-06T21:00:00Z'),
    });
  });

  it('uses the Eastern calendar date, not UTC, near midnight', () => {
    // 03:00 UTC Saturday is still Friday 10 PM in New York: after the cutoff
    expect(at('2026-11-21T03:00:00Z').departureDate).toBe('2026-11-30');
    // 04:30 UTC Friday is Thursday 11:30 PM in New York: before the cutoff
    expect(at('2026-11-20T04:30:00Z').departureDate).toBe('2026-11-23');
  });
});

describe('weeklySchedule', () => {
  it('says the default rhythm in words', () => {
    expect(weeklySchedule()).toEqual({
      departureDay: 'Monday',
      cutoffDay: 'Friday',
      cutoffTime: '4:00 PM ET',
    });
  });

  it('wraps the cutoff day back across the week and reads morning hours', () => {
    expect(
      weeklySchedule({
        timeZone: 'America/New_York',
        departureWeekday: 2,
        cutoffDaysBefore: 4,
        cutoffHour: 9,
      }),
    ).toEqual({ departureDay: 'Tuesday', cutoffDay: 'Friday', cutoffTime: '9:00 AM ET' });
  });
});
