import { expect } from './support/test';
import { firstVisitBudgetTests } from './support/first-visit-budget';

/*
 * The first-visit budget on a phone (Pixel 7: 412 CSS px, 2.625 device pixels each), where most
 * visitors are: the same 500 KB on every kind of public page, and no picture copy wider than 800 px,
 * since `sizes` asks for about a 2x picture on dense screens (src/components/media/at-most-2x.ts).
 * tests/e2e/support/first-visit-budget.ts says how bytes are counted.
 */

const MAX_PHONE_PICTURE_WIDTH = 800;

firstVisitBudgetTests('On a phone', (visit, path) => {
  const pictures = visit.transfer.requested
    .map(({ url }) => new URL(url).pathname)
    .filter((pathname) => pathname.startsWith('/images/'));
  // Home opens with its hero photo: proof that the check below sees pictures at all.
  if (path === '/') expect(pictures.length).toBeGreaterThan(0);
  const tooWide = pictures.filter((pathname) => {
    const width = /-(\d+)w\.(avif|webp)$/.exec(pathname)?.[1];
    // The original JPEG is only for browsers without AVIF or WebP: a phone never needs it.
    return width === undefined || Number(width) > MAX_PHONE_PICTURE_WIDTH;
  });
  expect(tooWide).toEqual([]);
});
