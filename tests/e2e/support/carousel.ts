import { expect, type Locator, type Page } from '@playwright/test';

/** A carousel by its accessible name, once swiper has taken over from the static placeholder. */
export async function carouselNamed(page: Page, name: string): Promise<Locator> {
  const carousel = page.getByRole('region', { name, exact: true });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  return carousel;
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

/** The "n of m" label of the left-most fully visible slide. */
export async function firstVisibleSlideLabel(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((root) => {
    const strip = root.querySelector('.swiper')?.getBoundingClientRect();
    if (strip === undefined) return null;
    const visible = [...root.querySelectorAll('[aria-roledescription="slide"]')]
      .map((slide) => ({ slide, box: slide.getBoundingClientRect() }))
      .filter(({ box }) => box.left >= strip.left - 1 && box.right <= strip.right + 1)
      .sort((a, b) => a.box.left - b.box.left);
    return visible[0]?.slide.getAttribute('aria-label') ?? null;
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
