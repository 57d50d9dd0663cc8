import { expect, type Locator, type Page } from '@playwright/test';
import { readViteManifest } from '../../build/built-site';

/** The horizontal track of slides (src/components/media/image-carousel.tsx). */
export const TRACK = '[data-carousel-track]';

/** The module that starts Swiper on a carousel, fetched only as a carousel comes near or is pressed. */
export const SWIPER_MODULE = 'src/components/media/start-swiper.ts';
/** Home's carousels, a part of the page loaded near the screen. */
export const HOME_CAROUSELS_MODULE = 'src/routes/-home/home-carousels.tsx';

/** A Playwright URL glob for the built file of `module`, read from Vite's manifest of the build under test. */
export function builtFileOf(module: string): string {
  const chunk = readViteManifest()[module];
  if (chunk === undefined) throw new Error(`${module} is not a chunk of its own in Vite's manifest.`);
  return `**/${chunk.file}`;
}

/** A carousel by its accessible name, scrolled into view and taken over by the app (its slideshow has a state). */
export async function carouselNamed(page: Page, name: string): Promise<Locator> {
  const carousel = page.getByRole('region', { name, exact: true });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await carousel.scrollIntoViewIfNeeded();
  // The carousel's code is fetched only once it comes near the screen, then hydrated, and Swiper's
  // after it: on a busy CI worker those two arrivals in turn have taken longer than the default wait,
  // which is for a page already here (about 12 s on a 2-core machine shared by six test runs).
  await expect(autoplayOf(carousel)).toBeAttached({ timeout: 30_000 });
  return carousel;
}

/** The element whose data-autoplay says whether the slideshow is running, paused or stopped. */
export function autoplayOf(carousel: Locator): Locator {
  return carousel.locator('[data-autoplay]');
}

/** Slides whose box lies inside the carousel's visible strip (allowing a pixel of rounding). */
export async function visibleSlideCount(carousel: Locator): Promise<number> {
  return carousel.evaluate((root, track) => {
    const strip = root.querySelector(track)?.getBoundingClientRect();
    if (strip === undefined) return 0;
    return [...root.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= strip.left - 1 && box.right <= strip.right + 1;
    }).length;
  }, TRACK);
}

/** The carousel's slides, each named "n of m". */
export function realSlides(carousel: Locator): Locator {
  return carousel.locator('[aria-roledescription="slide"]');
}

/**
 * The "n of m" label of the slide resting at the carousel's left edge; null while slides are
 * moving (none rests there), so a test waiting for a label also waits for the move to finish.
 */
export async function firstVisibleSlideLabel(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((root, track) => {
    const element = root.querySelector(track);
    if (element === null) return null;
    const strip = element.getBoundingClientRect();
    const resting = [...root.querySelectorAll('[aria-roledescription="slide"]')].find(
      (slide) => Math.abs(slide.getBoundingClientRect().left - strip.left) < 1.5,
    );
    return resting?.getAttribute('aria-label') ?? null;
  }, TRACK);
}

/**
 * A finger swiping across the carousel's photos, `direction` being where the finger moves (left
 * shows the next photo): real touch events, which the browser turns into its own scrolling.
 */
export async function swipe(page: Page, carousel: Locator, direction: 'left' | 'right'): Promise<void> {
  const box = await carousel.locator(TRACK).boundingBox();
  if (box === null) throw new Error('The carousel has no track.');
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [0.85, 0.15] : [0.15, 0.85];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', share: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + box.width * share, y }],
    });
  await touch('touchStart', from);
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) await touch('touchMove', from + ((to - from) * step) / steps);
  await touch('touchEnd', to);
  await cdp.detach();
}

/** Scrolls down in screen-sized steps so parts that load near the viewport are there to check. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
