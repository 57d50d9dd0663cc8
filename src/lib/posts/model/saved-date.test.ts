import { describe, expect, it } from 'vitest';
import { formatDay, formatDayAndTime, offlineNotice } from './saved-date';

// Local time on purpose: the notice shows the reader's own clock.
const saved = new Date(2026, 10, 22, 14, 5);

describe('the saved-copy date', () => {
  it('reads day, month in words, year and a 24-hour time', () => {
    expect(formatDayAndTime(saved)).toBe('22 November 2026, 14:05');
    expect(formatDay(saved)).toBe('22 November 2026');
  });

  it('is part of the exact offline notice', () => {
    expect(offlineNotice(saved)).toBe('You are offline — showing the copy saved on 22 November 2026, 14:05');
  });
});
