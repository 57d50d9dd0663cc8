import { expect, test } from './support/test';
import { pageMeta } from '../../src/content/page-meta';
import { programs } from '../../src/content/programs';
import { expectNoAxeViolations } from './support/axe';
import { carouselNamed, firstVisibleSlideLabel, swipe, visibleSlideCount } from './support/carousel';

test('Programs on a phone has no detectable accessibility problems', async ({ page }) => {
  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta['/programs'].title);
  await expectNoAxeViolations(page);
});

test('a program page on a phone shows one photo at a time and has no detectable accessibility problems', async ({
  page,
}) => {
  await page.goto('/programs/education');
  const carousel = await carouselNamed(page, `${programs.education.title} photos`);
  await carousel.getByRole('button', { name: 'Pause slideshow' }).tap();
  await expect.poll(() => visibleSlideCount(carousel)).toBe(1);
  // The slideshow may have moved on before the pause (a slow machine): start from the first photo.
  await carousel.getByRole('button', { name: 'Go to slide 1' }).tap();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe('1 of 4');
  await carousel.getByRole('button', { name: 'Next slide' }).tap();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`2 of ${programs.education.gallery.length}`);
  await expectNoAxeViolations(page);
});

test('a finger swipe moves a program carousel one photo, endlessly both ways', async ({ page }) => {
  await page.goto('/programs/education');
  const carousel = await carouselNamed(page, 'Education photos');
  await carousel.getByRole('button', { name: 'Pause slideshow' }).tap();
  await carousel.getByRole('button', { name: 'Go to slide 1' }).tap();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe('1 of 4');
  await swipe(page, carousel, 'left');
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe('2 of 4');
  await swipe(page, carousel, 'right');
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe('1 of 4');
  // Back past the first photo: the last one, as if the photos went round in a circle.
  await swipe(page, carousel, 'right');
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe('4 of 4');
});
