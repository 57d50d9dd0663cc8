/**
 * Screen densities and the share of the slot `sizes` then claims, so the picture asked for has at
 * most about 1.9 device pixels per CSS pixel (Chromium takes the smallest copy with at least the
 * screen's density for the slot it is told).
 */
const DENSITY_STEPS = [
  { from: 3, factor: 0.54 },
  { from: 2.5, factor: 0.63 },
  { from: 2, factor: 0.76 },
] as const;

/**
 * The narrow-screen end of a `sizes` attribute asking for at most a 2x picture: at arm's length it
 * looks the same as a denser one and costs about half. `sizes` cannot divide by the density, so on
 * denser screens it names a narrower slot; the CSS still draws the picture at the slot's full width.
 */
export function atMost2x(slot: string): string {
  const steps = DENSITY_STEPS.map(({ from, factor }) => `(min-resolution: ${from}dppx) calc(${slot} * ${factor})`);
  return [...steps, slot].join(', ');
}
