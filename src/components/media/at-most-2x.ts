/**
 * Screen densities (device pixels per CSS pixel) and the share of the slot `sizes` then claims:
 * 1.9 over the range's top, so the picture asked for has at most about 1.9 device pixels per CSS
 * pixel. Chromium takes the smallest copy with at least the screen's density for the slot it is told.
 */
const DENSITY_STEPS = [
  { from: 3, factor: 0.54 },
  { from: 2.5, factor: 0.63 },
  { from: 2, factor: 0.76 },
] as const;

/**
 * The narrow-screen end of a `sizes` attribute that asks for a picture of about two device pixels
 * per CSS pixel at most. Phones have 2 to 3 or more; at arm's length a 2x picture looks the same
 * and costs about half (a full-width photo on a 412 px phone at 2.625: the 800 px copy, about 60 KB,
 * instead of the 1200 px one, about 120 KB). `sizes` cannot divide by the screen's density, so on
 * denser screens it names a narrower slot; the picture is still drawn at the slot's full width by
 * its CSS (the slot's width in `sizes` only picks the file).
 */
export function atMost2x(slot: string): string {
  const steps = DENSITY_STEPS.map(({ from, factor }) => `(min-resolution: ${from}dppx) calc(${slot} * ${factor})`);
  return [...steps, slot].join(', ');
}
