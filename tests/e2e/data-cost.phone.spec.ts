import { expect, test } from './support/test';
import { FIRST_VISIT_BUDGET_BYTES, measureFirstVisit, videoRequests } from './support/first-visit';

/*
 * The first-visit budget on a phone (Pixel 7: 412 CSS px, 2.625 device pixels each), where most
 * visitors are: the same 500 KB, and no picture copy wider than 800 px, since `sizes` asks for about
 * a 2x picture on dense screens (src/components/media/at-most-2x.ts). tests/e2e/data-cost.spec.ts
 * has the desktop's and says how bytes are counted.
 */

const MAX_PHONE_PICTURE_WIDTH = 800;

for (const path of ['/', '/impact']) {
  test(`on a phone, a first visit to ${path} costs at most 500 KB, with small pictures and no video`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000);
    const visit = await measureFirstVisit(page, context, path, testInfo);
    expect(visit.byWorker).toBeGreaterThan(20 * 1024);
    expect(visit.body).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);
    expect(videoRequests(visit.transfer)).toEqual([]);
    const pictures = visit.transfer.requested
      .map(({ url }) => new URL(url).pathname)
      .filter((pathname) => pathname.startsWith('/images/'));
    expect(pictures.length).toBeGreaterThan(0);
    const tooWide = pictures.filter((pathname) => {
      const width = /-(\d+)w\.(avif|webp)$/.exec(pathname)?.[1];
      // The original JPEG is only for browsers without AVIF or WebP: a phone never needs it.
      return width === undefined || Number(width) > MAX_PHONE_PICTURE_WIDTH;
    });
    expect(tooWide).toEqual([]);
  });
}
