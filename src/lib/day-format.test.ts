import { describe, expect, it } from 'vitest';
import { formatDay, formatDayAndTime, formatIsoDay } from './day-format';
import { site } from '../config/site';

// A day in every month, at times that test the padding and both ends of the clock.
const moments = Array.from({ length: 12 }, (_, month) => new Date(2026, month, month * 2 + 1, month * 2, month * 5));

describe('the site day format', () => {
  it("writes what Intl writes for the site's locale, without loading Intl in the page", () => {
    const day = new Intl.DateTimeFormat(site.locale, { day: 'numeric', month: 'long', year: 'numeric' });
    const clock = new Intl.DateTimeFormat(site.locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const moment of moments) {
      expect(formatDay(moment)).toBe(day.format(moment));
      expect(formatDayAndTime(moment)).toBe(`${day.format(moment)}, ${clock.format(moment)}`);
    }
  });

  it('takes a time in milliseconds as well as a date, in the reader’s own time zone', () => {
    const evening = new Date(2026, 10, 22, 23, 59);
    expect(formatDayAndTime(evening.getTime())).toBe('22 November 2026, 23:59');
    expect(formatDayAndTime(new Date(2026, 0, 5, 0, 7))).toBe('5 January 2026, 00:07');
  });

  it('keeps an ISO calendar day the same day in every time zone', () => {
    expect(formatIsoDay('2026-11-01')).toBe('1 November 2026');
    const utc = new Intl.DateTimeFormat(site.locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(formatIsoDay('2025-02-28')).toBe(utc.format(new Date('2025-02-28T00:00:00Z')));
  });

  it('shows a day it cannot read as it was written rather than a wrong one', () => {
    expect(formatIsoDay('soon')).toBe('soon');
    expect(formatIsoDay('2026-13-01')).toBe('2026-13-01');
    expect(formatIsoDay('2026-02-30')).toBe('2026-02-30');
    expect(formatIsoDay('2026-1-5')).toBe('2026-1-5');
    expect(formatIsoDay('2026-11-22T10:00:00Z')).toBe('2026-11-22T10:00:00Z');
  });
});
