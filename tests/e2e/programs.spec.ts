import { expect, test, type Page } from './support/test';
import { site } from '../../src/config/site';
import { pageMeta } from '../../src/content/page-meta';
import { programList, programs } from '../../src/content/programs';
import { expectNoAxeViolations } from './support/axe';
import { APP_CODE, holdRequests } from './support/hold-requests';
import { waitForHydration } from './support/hydration';
import {
  autoplayOf,
  builtFileOf,
  carouselNamed,
  firstVisibleSlideLabel,
  SWIPER_MODULE,
  TRACK,
  visibleSlideCount,
  realSlides,
} from './support/carousel';

const main = (page: Page) => page.getByRole('main');

test.describe('the Programs list', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/programs');
  });

  test('shows three programs, each with its description, details and Learn More', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta['/programs'].title);
    await expect(page).toHaveTitle(`${pageMeta['/programs'].title} | ${site.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      pageMeta['/programs'].description,
    );
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(programList.length);
    for (const [index, program] of programList.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(program.title);
      await expect(card.getByText(program.description)).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveText(program.details);
      await expect(card.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', `/programs/${program.id}`);
    }
  });

  test('Learn More opens the program page', async ({ page }) => {
    const program = programs['mission-and-evangelism'];
    await main(page).getByRole('article', { name: program.title }).getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/programs/mission-and-evangelism');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.title);
  });

  test('has no detectable accessibility problems', async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});

for (const program of programList) {
  test(`/programs/${program.id} shows every part of the program page`, async ({ page }) => {
    await page.goto(`/programs/${program.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.title);
    await expect(page).toHaveTitle(`${program.title} | ${site.name}`);
    await expect(main(page).getByText(program.description)).toBeVisible();

    const details = main(page).getByRole('region', { name: 'Program Details', exact: true });
    await expect(details.getByRole('listitem')).toHaveText(program.details);
    await expect(main(page).getByRole('region', { name: 'Impact', exact: true })).toContainText(program.impact);
    await expect(main(page).getByRole('region', { name: 'Requirements', exact: true })).toContainText(
      program.requirements,
    );
    const steps = main(page).getByRole('region', { name: 'Process', exact: true }).getByRole('listitem');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(program.process.map((step) => step.title));
    for (const step of program.process) await expect(steps.getByText(step.description)).toBeVisible();

    await expect(main(page).getByRole('link', { name: 'Get Involved' })).toHaveAttribute('href', '/contact');
    await expect(main(page).getByRole('link', { name: 'Back to Programs' })).toHaveAttribute('href', '/programs');
  });
}

test('the program carousel: one captioned photo, arrows, indicators, at most 600 px wide', async ({ page }) => {
  const program = programs.education;
  await page.goto('/programs/education');
  const carousel = await carouselNamed(page, `${program.title} photos`);
  expect((await carousel.boundingBox())?.width).toBeLessThanOrEqual(600);
  await expect.poll(() => visibleSlideCount(carousel)).toBe(1);
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(program.gallery.length);
  for (const slide of program.gallery) {
    await expect(realSlides(carousel).getByText(slide.caption, { exact: true })).toHaveCount(1);
    await expect(carousel.getByRole('img', { name: slide.alt })).toHaveCount(1);
  }
  await expect(carousel.getByRole('button', { name: /^Go to slide / })).toHaveCount(program.gallery.length);
  await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
  // No thumbnails: the only pictures are the slides themselves.
  await expect(carousel.getByRole('img')).toHaveCount(program.gallery.length);
});

test('the program carousel rotates, pauses while the pointer is over it, and can be stopped', async ({ page }) => {
  await page.goto('/programs/community-development');
  const carousel = await carouselNamed(page, `${programs['community-development'].title} photos`);
  await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'running');
  await carousel.locator(TRACK).hover();
  await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'paused');
  await page.mouse.move(0, 0);
  await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'running');
  const first = await firstVisibleSlideLabel(carousel);
  await expect.poll(() => firstVisibleSlideLabel(carousel), { timeout: 8000 }).not.toBe(first);

  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'stopped');
});

test('the program carousel loops endlessly and follows a swipe', async ({ page }) => {
  const program = programs.education;
  const count = program.gallery.length;
  await page.goto('/programs/education');
  const carousel = await carouselNamed(page, `${program.title} photos`);
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  // The slideshow may have moved on before the pause (a slow machine): start from the first photo.
  await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`1 of ${count}`);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`${count} of ${count}`);
  // A trackpad's sideways swipe scrolls the photos; the browser snaps to the next one, and the
  // carousel goes on endlessly from the last photo to the first.
  const box = await carousel.locator(TRACK).boundingBox();
  if (box === null) throw new Error('The carousel has no box.');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(box.width * 0.6, 0);
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`1 of ${count}`);
});

test.describe('with the slideshow’s code still on the way', () => {
  // Reduced motion: no rotation of its own that could move the carousel on as well.
  test.use({ reducedMotion: 'reduce' });

  test('the program carousel fetches Swiper at its first move, not with the page', async ({ page }) => {
    const program = programs.education;
    const swiperFile = builtFileOf(SWIPER_MODULE).replace('**/', '/');
    const swiperRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(swiperFile)) swiperRequests.push(request.url());
    });
    await page.goto('/programs/education');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const carousel = page.getByRole('region', { name: `${program.title} photos`, exact: true });
    // Reduced motion: no slideshow turn of its own, so nothing has moved it yet.
    expect(swiperRequests).toEqual([]);
    await expect(autoplayOf(carousel)).toHaveCount(0);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'stopped');
    expect(swiperRequests).toHaveLength(1);
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`2 of ${program.gallery.length}`);
  });

  test('a Next and a swipe made on the program carousel before its code arrives are both kept', async ({ page }) => {
    const program = programs.education;
    const count = program.gallery.length;
    const release = await holdRequests(page, builtFileOf(SWIPER_MODULE));
    await page.goto('/programs/education');
    const carousel = page.getByRole('region', { name: `${program.title} photos`, exact: true });
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    // A sideways swipe is the browser's own scrolling, code or no code.
    const box = await carousel.locator(TRACK).boundingBox();
    if (box === null) throw new Error('The carousel has no box.');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width * 0.6, 0);
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`2 of ${count}`);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(autoplayOf(carousel)).toHaveCount(0);

    release();
    await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'stopped');
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`3 of ${count}`);
    await expect(carousel.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  });
});

test('an arrow key on the program carousel before the app arrives moves it on, and it stays there once the app is here', async ({
  page,
}) => {
  const program = programs.education;
  const count = program.gallery.length;
  const release = await holdRequests(page, APP_CODE);
  const opened = page.goto('/programs/education');
  const carousel = page.getByRole('region', { name: `${program.title} photos`, exact: true });
  // The track is a focusable scroll container in the prerendered page: the browser's own scrolling moves it.
  // Pressed once the page has painted, as a visitor would: before its style sheet the track is no scroll
  // container, and a key pressed that early (on a busy test machine) moved nothing.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await carousel.locator(TRACK).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`2 of ${count}`);
  await expect(autoplayOf(carousel)).toHaveCount(0);

  release();
  await opened;
  await expect(autoplayOf(carousel)).toBeAttached();
  expect(await firstVisibleSlideLabel(carousel)).toBe(`2 of ${count}`);
  await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
});

test('the Back to Programs and Get Involved buttons lead where they say', async ({ page }) => {
  await page.goto('/programs/education');
  await main(page).getByRole('link', { name: 'Back to Programs' }).click();
  await expect(page).toHaveURL('/programs');
  await page.goto('/programs/education');
  await main(page).getByRole('link', { name: 'Get Involved' }).click();
  await expect(page).toHaveURL('/contact');
});

test('an unknown program shows Program Not Found with a way back to the programs', async ({ page }) => {
  const response = await page.goto('/programs/no-such-program');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Program Not Found');
  await expect(page).toHaveTitle(/Program Not Found/);
  await page.getByRole('link', { name: 'Back to Programs' }).click();
  await expect(page).toHaveURL('/programs');
});

test('/programs/education has no detectable accessibility problems', async ({ page }) => {
  await page.goto('/programs/education');
  await carouselNamed(page, `${programs.education.title} photos`);
  await expectNoAxeViolations(page);
});
