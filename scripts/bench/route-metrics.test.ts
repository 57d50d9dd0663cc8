import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { APP_INTERACTIVE_MARK } from '../../src/lib/app-started';
import { readyAfterFcpMs } from './route-metrics';

/** The two audits readyAfterFcpMs reads, shaped as Lighthouse writes them. */
const report = (marks: { name: string; startTime: number }[], observedFcp: number): Result =>
  ({
    audits: {
      'user-timings': {
        details: { type: 'table', headings: [], items: marks.map((mark) => ({ ...mark, timingType: 'Mark' })) },
      },
      metrics: { details: { type: 'debugdata', items: [{ observedFirstContentfulPaint: observedFcp }] } },
    },
  }) as unknown as Result;

describe('readyAfterFcpMs', () => {
  it('is the time from the first contentful paint to the app’s mark', () => {
    expect(readyAfterFcpMs(report([{ name: APP_INTERACTIVE_MARK, startTime: 4321.4 }], 1200))).toBe(3121);
  });

  it('is undefined for a page that set no mark, and never negative', () => {
    expect(readyAfterFcpMs(report([{ name: 'other', startTime: 10 }], 1200))).toBeUndefined();
    expect(readyAfterFcpMs(report([{ name: APP_INTERACTIVE_MARK, startTime: 900 }], 1200))).toBe(0);
  });
});
