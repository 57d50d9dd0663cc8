/**
 * One phone on every machine: a fixed 4x slowdown makes a fast host a fast phone. DevTools calibrates
 * its low-tier mobile to a benchmarkIndex of about 264; the slowdown is the host's index over that.
 */
export const LOW_TIER_PHONE_INDEX = 264;

/** Lighthouse's own mobile slowdown, for the warm-up runs that measure the host. */
export const LAB_CPU_SLOWDOWN = 4;

export function cpuSlowdownFor(hostIndex: number, target = LOW_TIER_PHONE_INDEX): number {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0)
    throw new Error(`No benchmarkIndex to calibrate with (${hostIndex}).`);
  return Math.max(1, Math.round((hostIndex / target) * 10) / 10);
}

export const drift = (runIndex: number, calibratedIndex: number): number =>
  Math.abs(runIndex - calibratedIndex) / calibratedIndex;

/** A run this far off the calibrated speed measured a different phone. */
export const MAX_DRIFT = 0.25;
