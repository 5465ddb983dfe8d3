import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../web/site/dates.js';

describe("the pages' date helper", () => {
  it("writes a calendar date as it is, and a moment on the reader's calendar unless a zone is named", () => {
    const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDate('2026-11-01')).toBe('1 November 2026');
    expect(formatDate('2026-11-30T21:30:00.000Z', 'Africa/Nairobi')).toBe('1 December 2026');
    expect(formatDateTime('2026-11-30T21:30:00.000Z', 'Africa/Juba')).toBe('30 November 2026, 11:30 PM');
    expect(formatDateTime('2026-11-30T21:30:00.000Z')).toBe(
      formatDateTime('2026-11-30T21:30:00.000Z', readerZone),
    );
  });
});
