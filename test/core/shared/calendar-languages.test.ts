import { describe, expect, it } from 'vitest';
import { formatDateTimeIn, formatLongDate, formatWeekdayDate } from '../../../core/shared/calendar.js';
import { NOTICE_RATE_NOTE, formatShillings } from '../../../core/shared/exchange-rate.js';
import { formatUsd } from '../../../core/shared/money.js';

describe('dates and money as each language writes them', () => {
  it('writes a day, a date and a moment in English and in Kiswahili (24-hour clock)', () => {
    expect(formatWeekdayDate('2026-12-07', 'en')).toBe('Monday 7 December 2026');
    expect(formatWeekdayDate('2026-12-07', 'sw')).toBe('Jumatatu, 7 Desemba 2026');
    expect(formatLongDate('2026-11-01', 'sw')).toBe('1 Novemba 2026');
    const instant = new Date('2026-12-07T11:30:00Z');
    expect(formatDateTimeIn(instant, 'Africa/Nairobi', 'en')).toBe('7 December 2026, 2:30 PM');
    expect(formatDateTimeIn(instant, 'Africa/Nairobi', 'sw')).toBe('7 Desemba 2026, saa 14:30');
  });

  it('writes shillings as each language does (KES, KSh) and dollars the same in both', () => {
    expect(formatShillings(9288, 'sw')).toBe('KSh 9,288');
    expect(formatShillings(9288, 'en')).toBe('KES 9,288');
    expect(formatUsd(1250)).toBe('$12.50');
    const rate = { kesPerUsd: 129, asOf: '2026-11-01' };
    expect(NOTICE_RATE_NOTE.en(rate)).toBe('rate of 1 November 2026: $1 = KES 129');
    expect(NOTICE_RATE_NOTE.sw(rate)).toBe('kwa kiwango cha 1 Novemba 2026: $1 = KSh 129');
  });
});
