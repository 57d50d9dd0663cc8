/** Chromium takes the smallest copy with at least the screen's density for the slot: these keep it near 1.9x. */
const DENSITY_STEPS = [
  { from: 3, factor: 0.54 },
  { from: 2.5, factor: 0.63 },
  { from: 2, factor: 0.76 },
] as const;

/**
 * The narrow-screen end of `sizes`, asking for at most a 2x picture (the same at arm's length, half the cost).
 * `sizes` cannot divide by density, so denser screens name a narrower slot; the CSS still sets the width.
 */
export function atMost2x(slot: string): string {
  const steps = DENSITY_STEPS.map(({ from, factor }) => `(min-resolution: ${from}dppx) calc(${slot} * ${factor})`);
  return [...steps, slot].join(', ');
}
