import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, drift, LOW_TIER_PHONE_INDEX } from './phone-calibration';

describe('cpuSlowdownFor', () => {
  it('slows each host down to the same low-tier phone', () => {
    expect(cpuSlowdownFor(1320)).toBe(5);
    expect(cpuSlowdownFor(3432)).toBe(13);
    expect(cpuSlowdownFor(1320) * LOW_TIER_PHONE_INDEX).toBeCloseTo(1320, -1);
  });

  it('never speeds a host up, and refuses a missing index', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmarkIndex/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmarkIndex/);
  });
});

describe('drift', () => {
  it('is the share by which a run was faster or slower than the calibration', () => {
    expect(drift(1500, 1200)).toBeCloseTo(0.25);
    expect(drift(900, 1200)).toBeCloseTo(0.25);
  });
});
