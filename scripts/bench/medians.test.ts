import { describe, expect, it } from 'vitest';
import { median, medianMs, medianOfEach, medianRun } from './medians';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([2400, 1800, 9000])).toBe(2400);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is the value itself for a single run', () => {
    expect(median([0.013])).toBe(0.013);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow();
  });

  it('rounds to whole milliseconds as the report keeps them, after taking the middle', () => {
    expect(medianMs([201, 200])).toBe(201);
    expect(medianMs([1800.4, 2400.6, 9000])).toBe(2401);
  });
});

describe('medianOfEach', () => {
  it('takes each field from its own median, not from one run', () => {
    const runs = [
      { score: 90, lcp: 2000 },
      { score: 99, lcp: 1500 },
      { score: 95, lcp: 2500 },
    ];
    expect(medianOfEach(runs, ['score', 'lcp'])).toEqual({ score: 95, lcp: 2000 });
  });
});

describe('medianRun', () => {
  it('picks the whole run whose value is the median', () => {
    const runs = [
      { id: 'a', total: 300 },
      { id: 'b', total: 100 },
      { id: 'c', total: 200 },
    ];
    expect(medianRun(runs, (run) => run.total).id).toBe('c');
  });

  it('picks the lower middle run of an even count', () => {
    expect(medianRun([4, 1, 3, 2], (run) => run)).toBe(2);
  });
});
