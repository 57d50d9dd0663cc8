import { expect, type Locator, type Page } from '@playwright/test';

/** A carousel by its accessible name, scrolled into view and taken over by swiper (it has controls). */
export async function carouselNamed(page: Page, name: string): Promise<Locator> {
  const carousel = page.getByRole('region', { name, exact: true });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(autoplayOf(carousel)).toBeAttached();
  return carousel;
}

/** The element whose data-autoplay says whether swiper is running, paused or stopped. */
export function autoplayOf(carousel: Locator): Locator {
  return carousel.locator('[data-autoplay]');
}

/** Slides whose box lies inside the carousel's visible strip (allowing a pixel of rounding). */
export async function visibleSlideCount(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const strip = root.querySelector('.swiper')?.getBoundingClientRect();
    if (strip === undefined) return 0;
    return [...root.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= strip.left - 1 && box.right <= strip.right + 1;
    }).length;
  });
}

/**
 * The "n of m" label of the slide resting at the carousel's left edge; null while slides are
 * moving, so a test waiting for a label also waits for the transition to finish. Swiper's own
 * word counts, not only the slide's position: in the last pixels of a transition the slide looks
 * at rest, but swiper (looping) still ignores the next move, and a key pressed then would be lost.
 */
export async function firstVisibleSlideLabel(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((root) => {
    const element = root.querySelector('.swiper');
    // Swiper keeps its instance on its element (`swiperEl.swiper`); `animating` is true mid-transition.
    const instance: unknown = element && Reflect.get(element, 'swiper');
    if (typeof instance === 'object' && instance !== null && Reflect.get(instance, 'animating') === true) return null;
    const strip = element?.getBoundingClientRect();
    if (strip === undefined) return null;
    const resting = [...root.querySelectorAll('[aria-roledescription="slide"]')].find(
      (slide) => Math.abs(slide.getBoundingClientRect().left - strip.left) < 1.5,
    );
    return resting?.getAttribute('aria-label') ?? null;
  });
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
