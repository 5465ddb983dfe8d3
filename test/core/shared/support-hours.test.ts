import { describe, expect, it } from 'vitest';
import {
  SPECIFICATION_SUPPORT_HOURS,
  isWeeklyHours,
  opensOn,
  supportChannelHours,
  supportHoursSentence,
  weeklyHoursText,
} from '../../../core/shared/support-hours.js';

describe('support hours', () => {
  it("words the specification's phone and WhatsApp blocks, WhatsApp open at weekends", () => {
    expect(weeklyHoursText(SPECIFICATION_SUPPORT_HOURS.phoneHours)).toBe(
      'Monday to Friday, 9 AM to 6 PM East Africa Time',
    );
    expect(weeklyHoursText(SPECIFICATION_SUPPORT_HOURS.whatsappHours)).toBe(
      'Monday to Friday, 7 AM to 8 PM; Saturday and Sunday, 9 AM to 6 PM East Africa Time',
    );
    expect(opensOn(SPECIFICATION_SUPPORT_HOURS.whatsappHours, 'Sunday')).toBe(true);
    expect(opensOn(SPECIFICATION_SUPPORT_HOURS.phoneHours, 'Sunday')).toBe(false);
  });

  it('words single days, half hours and a chat around the clock', () => {
    expect(weeklyHoursText('Mon-Fri 09:00-18:00, Sat 10:00-16:30')).toBe(
      'Monday to Friday, 9 AM to 6 PM; Saturday, 10 AM to 4:30 PM East Africa Time',
    );
    expect(weeklyHoursText('Mon-Sun 00:00-24:00')).toBe('Every day, around the clock');
  });

  it('refuses what is not days and times, days backwards, closing before opening, and a day given twice', () => {
    for (const bad of [
      'Monday to Friday, 9 to 6',
      'Fri-Mon 09:00-18:00',
      'Mon-Fri 18:00-09:00',
      'Mon-Fri 09:00-25:00',
      'Mon-Fri 09:00-18:00, Fri 10:00-12:00',
      '',
    ])
      expect(isWeeklyHours(bad), bad).toBe(false);
  });

  it('lists phone and WhatsApp always and chat only when it is configured', () => {
    expect(supportChannelHours(SPECIFICATION_SUPPORT_HOURS).map((c) => c.channel)).toEqual([
      'Phone',
      'WhatsApp',
    ]);
    const withChat = { ...SPECIFICATION_SUPPORT_HOURS, chatHours: 'Mon-Sun 00:00-24:00' };
    expect(supportChannelHours(withChat).map((c) => c.channel)).toEqual(['Phone', 'WhatsApp', 'Chat']);
    expect(supportHoursSentence(withChat)).toContain('Chat: Every day, around the clock');
  });
});
