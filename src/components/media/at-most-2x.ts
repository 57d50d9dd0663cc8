/**
 * The narrow-screen end of a `sizes` attribute that asks for a picture of at most about two device
 * pixels per CSS pixel. Phones have 2.6 to 3; at arm's length a 2x picture looks the same and costs
 * about half (a full-width photo on a 412 px phone: the 800 px copy, about 60 KB, instead of the
 * 1200 px one, about 120 KB). `sizes` cannot divide by the screen's density, so on denser screens it
 * gives a narrower slot; the picture is still drawn at the slot's full width by its CSS.
 */
export function atMost2x(slot: string): string {
  return `(min-resolution: 2.9dppx) calc(${slot} * 2 / 3), (min-resolution: 2.4dppx) calc(${slot} * 0.8), ${slot}`;
}
