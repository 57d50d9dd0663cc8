import { expect, test } from './support/test';
import { homeHero } from '../../src/content/home';
import { expectNoAxeViolations } from './support/axe';
import { carouselNamed, firstVisibleSlideLabel, scrollThrough, visibleSlideCount } from './support/carousel';

test('on a 390 px phone the gallery shows one photo at a time', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const carousel = await carouselNamed(page, 'Gallery photos');
  await carousel.getByRole('button', { name: 'Pause slideshow' }).tap();
  await expect.poll(() => visibleSlideCount(carousel)).toBe(1);
  // The indicators and arrows work at this width too.
  await expect(carousel.getByRole('button', { name: /^Go to slide / })).toHaveCount(9);
  // The slideshow may have moved on before the pause (a slow machine): start from the first photo.
  await carousel.getByRole('button', { name: 'Go to slide 1' }).tap();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe('1 of 9');
  await carousel.getByRole('button', { name: 'Next slide' }).tap();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe('2 of 9');
  await carousel.getByRole('button', { name: 'Go to slide 5' }).tap();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe('5 of 9');
});

test('on a phone the hero keeps its three calls to action and the video dialog opens and closes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.heading);
  await expect(page.getByRole('link', { name: 'Donate Now' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Learn More' })).toBeVisible();
  await page.getByRole('button', { name: 'Watch Our Story' }).tap();
  const dialog = page.getByRole('dialog', { name: homeHero.watchStoryLabel });
  await expect(dialog).toBeVisible();
  // The player fits the phone's width.
  const box = await dialog.locator('video').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await dialog.getByRole('button', { name: 'Close video' }).tap();
  await expect(dialog).toBeHidden();
});

test('Home on a phone has no detectable accessibility problems', async ({ page }) => {
  await page.goto('/');
  await scrollThrough(page);
  await carouselNamed(page, 'Chaplaincy photos');
  await carouselNamed(page, 'Gallery photos');
  await expectNoAxeViolations(page);
});
