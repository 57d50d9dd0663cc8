/**
 * The benchmark emulates one phone on every machine. Lighthouse's own 4x CPU slowdown makes a fast
 * machine a fast phone and a slow one a slow phone: the same build measured a TBT of 47 ms on a host
 * whose benchmarkIndex was 3,400 and 341 ms on one at 1,100. Chrome DevTools calibrates its low-tier
 * mobile (a Moto G Power class phone, like many of our visitors') to a benchmarkIndex of about 264,
 * so the slowdown is the host's index divided by that (the method of Lighthouse's throttling documentation).
 */
export const LOW_TIER_PHONE_INDEX = 264;

/** Lighthouse's own mobile slowdown, for the warm-up runs that measure the host. */
export const LAB_CPU_SLOWDOWN = 4;

/** The CPU slowdown that makes a host of `hostIndex` as fast as the low-tier phone, to one decimal. */
export function cpuSlowdownFor(hostIndex: number, target = LOW_TIER_PHONE_INDEX): number {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0)
    throw new Error(`No benchmarkIndex to calibrate with (${hostIndex}).`);
  return Math.max(1, Math.round((hostIndex / target) * 10) / 10);
}

/** How far a run's own benchmarkIndex strayed from the calibration, e.g. 0.3 for 30 %: a busy host. */
export const drift = (runIndex: number, calibratedIndex: number): number =>
  Math.abs(runIndex - calibratedIndex) / calibratedIndex;

/** A run this far off the calibrated speed measured a different phone: the report says so. */
export const MAX_DRIFT = 0.25;
