import { expect, test, type Page } from './support/test';
import { site } from '../../src/config/site';
import { aboutCards, founderVideo } from '../../src/content/about';
import {
  chaplaincyImages,
  chaplaincySection,
  galleryImages,
  gallerySection,
  getInvolved,
  homeHero,
  latestUpdates,
  programsSection,
} from '../../src/content/home';
import { imageVariantSrc } from '../../src/content/image-variants';
import { pageMeta } from '../../src/content/page-meta';
import { programList } from '../../src/content/programs';
import { expectNoAxeViolations } from './support/axe';
import { holdRequests } from './support/hold-requests';
import { waitForHydration } from './support/hydration';
import {
  autoplayOf,
  builtFileOf,
  carouselNamed,
  firstVisibleSlideLabel,
  HOME_CAROUSELS_MODULE,
  scrollThrough,
  realSlides,
  SWIPER_MODULE,
  TRACK,
  visibleSlideCount,
} from './support/carousel';

const main = (page: Page) => page.getByRole('main');
// The hero is the page's introduction (a <header> in main), not a landmark of its own.
const hero = (page: Page) => main(page).locator('header', { has: page.getByRole('heading', { level: 1 }) });
const storyDialog = (page: Page) => page.getByRole('dialog', { name: homeHero.watchStoryLabel });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the hero shows the heading, the introduction and the three calls to action', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.heading);
  await expect(hero(page).getByText(homeHero.subheading)).toBeVisible();
  await expect(hero(page).getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
  await expect(hero(page).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
  await expect(hero(page).getByRole('button', { name: 'Watch Our Story' })).toBeVisible();

  await hero(page).getByRole('link', { name: 'Donate Now' }).click();
  await expect(page).toHaveURL('/donate');
  await page.goBack();
  await hero(page).getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL('/about');
});

test('the hero photo loads first, in modern formats, with its size reserved', async ({ page }) => {
  const photo = hero(page).getByRole('img', { name: homeHero.image.alt });
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).toHaveAttribute('loading', 'eager');
  await expect(photo).toHaveAttribute('width', String(homeHero.image.width));
  await expect(photo).toHaveAttribute('height', String(homeHero.image.height));
  const sources = hero(page).locator('picture source');
  await expect(sources).toHaveCount(2);
  await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
  await expect(sources.nth(0)).toHaveAttribute(
    'srcset',
    new RegExp(`${imageVariantSrc(homeHero.image.src, 1920, 'avif')} 1920w`),
  );
  await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
  // The browser picked a modern format that exists on the server.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(avif|webp)$/);
});

test('has its own title, description and link-preview image', async ({ page }) => {
  await expect(page).toHaveTitle(`${site.name} | ${pageMeta['/'].title}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', pageMeta['/'].description);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/og\/default\.jpg$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});

test('the Mission, Vision and Core Values cards open About at the matching section', async ({ page }) => {
  for (const card of aboutCards) {
    await expect(main(page).getByRole('link', { name: card.title, exact: true })).toHaveAttribute(
      'href',
      `/about#${card.sectionId}`,
    );
    await expect(main(page).getByText(card.text, { exact: true })).toBeVisible();
  }
  // The card's title is the About section's heading (content/mission-vision.json).
  for (const { sectionId, title } of aboutCards) {
    await page.goto('/');
    await main(page).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(`/about#${sectionId}`);
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeInViewport();
  }
});

test('the three program cards lead to their program pages with See Details', async ({ page }) => {
  const section = main(page).getByRole('region', { name: programsSection.heading });
  const details = section.getByRole('link', { name: 'See Details' });
  await expect(details).toHaveCount(programList.length);
  for (const [index, program] of programList.entries()) {
    await expect(section.getByRole('heading', { level: 3, name: program.title })).toBeVisible();
    await expect(section.getByText(program.summary)).toBeVisible();
    await expect(details.nth(index)).toHaveAttribute('href', `/programs/${program.id}`);
    await expect(details.nth(index)).toHaveAccessibleDescription(program.title);
  }
  await details.nth(1).click();
  await expect(page).toHaveURL('/programs/community-development');
  await expect(page.getByRole('heading', { level: 1, name: programList[1]?.title ?? 'missing' })).toBeVisible();
});

test('the Get Involved call to action leads to the contact page, and Latest Updates follows', async ({ page }) => {
  const section = main(page).getByRole('region', { name: getInvolved.heading });
  await expect(section.getByText(getInvolved.text)).toBeVisible();
  // The spec's "Get Involved call to action to /contact": the link itself carries the name.
  const action = section.getByRole('link', { name: 'Get Involved' });
  await expect(action).toHaveAttribute('href', '/contact');
  await action.click();
  await expect(page).toHaveURL('/contact');
  await page.goBack();
  await expect(main(page).getByRole('heading', { level: 2, name: latestUpdates.heading })).toBeVisible();
});

test('Watch Our Story plays the founder video in a dialog that Escape closes and stops', async ({ page }) => {
  const trigger = hero(page).getByRole('button', { name: 'Watch Our Story' });
  await trigger.click();
  const dialog = storyDialog(page);
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('aria-label', founderVideo.title);
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(dialog.locator('video source')).toHaveAttribute('src', founderVideo.src);
  await expect(dialog.locator('video source')).toHaveAttribute('type', 'video/mp4');
  await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);

  const player = await video.elementHandle();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  // The dialog's close event, which stops the video, comes in a task of its own after the dialog hides.
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => [element.paused, element.currentTime]))
    .toEqual([true, 0]);
});

test('Home downloads neither the founder video nor its poster until Watch Our Story is pressed', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.reload();
  await scrollThrough(page);
  const posterName = founderVideo.poster.src.replace(/\.[a-z]+$/, '');
  expect(requested.filter((path) => path === founderVideo.src || path.startsWith(posterName))).toEqual([]);

  await hero(page).getByRole('button', { name: 'Watch Our Story' }).click();
  await expect.poll(() => requested.some((path) => path.startsWith(posterName))).toBe(true);
});

test('the founder video dialog also closes with its close button and traps focus while open', async ({ page }) => {
  const trigger = hero(page).getByRole('button', { name: 'Watch Our Story' });
  await trigger.click();
  const dialog = storyDialog(page);
  await expect(dialog).toBeVisible();
  // Tabbing never reaches the page behind: it is inert while the dialog is open (focus may pass
  // through the browser's own toolbar, which leaves document.activeElement on <body>).
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab');
    const outside = await dialog.evaluate(
      (element) => document.activeElement !== document.body && !element.contains(document.activeElement),
    );
    expect(outside).toBe(false);
  }
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  // Closed, the dialog (and its player) is out of the accessibility tree: found by its element.
  await expect
    .poll(() => page.locator('dialog video').evaluate((element: HTMLVideoElement) => element.paused))
    .toBe(true);
});

test('the chaplaincy and gallery carousels show every photo with its caption', async ({ page }) => {
  for (const [name, slides] of [
    [`${chaplaincySection.heading} photos`, chaplaincyImages],
    [`${gallerySection.heading} photos`, galleryImages],
  ] as const) {
    const carousel = await carouselNamed(page, name);
    const slideGroups = carousel.locator('[aria-roledescription="slide"]');
    await expect(slideGroups).toHaveCount(slides.length);
    for (const [index, slide] of slides.entries()) {
      await expect(realSlides(carousel).getByText(slide.caption, { exact: true })).toHaveCount(1);
      await expect(carousel.getByRole('group', { name: `${index + 1} of ${slides.length}` })).toHaveCount(1);
    }
    await expect(carousel.getByRole('button', { name: /^Go to slide / })).toHaveCount(slides.length);
  }
});

test('a carousel rotates on its own until the visitor pauses it, and plays again on request', async ({ page }) => {
  const carousel = await carouselNamed(page, `${gallerySection.heading} photos`);
  await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'running');
  const first = await firstVisibleSlideLabel(carousel);
  await expect.poll(() => firstVisibleSlideLabel(carousel), { timeout: 8000 }).not.toBe(first);

  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'stopped');
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

  await carousel.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'running');
  await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
});

test('the next and previous buttons move the carousel one photo at a time', async ({ page }) => {
  const count = chaplaincyImages.length;
  const carousel = await carouselNamed(page, `${chaplaincySection.heading} photos`);
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  // The slideshow may have moved on before the pause (a slow machine): start from the first photo.
  await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`1 of ${count}`);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`2 of ${count}`);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`1 of ${count}`);
  // Going back from the first photo wraps round to the last: the carousel is endless.
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`${count} of ${count}`);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('carousels stay still until the visitor presses Play', async ({ page }) => {
    for (const name of ['Chaplaincy photos', 'Gallery photos']) {
      const carousel = await carouselNamed(page, name);
      await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
      await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'stopped');
    }
  });
});

for (const [width, slides] of [
  [1280, 3],
  [800, 2],
] as const) {
  test(`the gallery shows ${slides} photos side by side on a ${width} px wide screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const carousel = await carouselNamed(page, `${gallerySection.heading} photos`);
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect.poll(() => visibleSlideCount(carousel)).toBe(slides);
  });
}

/** The code of Home's carousels, a chunk of its own (its name from the build's manifest). */
const CAROUSELS_CODE = builtFileOf(HOME_CAROUSELS_MODULE);

test('the carousels start their work near the screen: no code or photo of theirs before, and no rotation off screen', async ({
  page,
}) => {
  const photos: string[] = [];
  const slideFiles = [...chaplaincyImages, ...galleryImages].map((slide) => slide.src.replace(/\.jpg$/, ''));
  // The part's code and Swiper's, each a file of its own.
  const codeFiles = [CAROUSELS_CODE, builtFileOf(SWIPER_MODULE)].map((glob) => glob.replace('**/', '/'));
  const carouselCode: string[] = [];
  page.on('request', (request) => {
    if (slideFiles.some((file) => request.url().includes(file))) photos.push(request.url());
    if (codeFiles.some((file) => request.url().endsWith(file))) carouselCode.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const carousel = page.getByRole('region', { name: 'Chaplaincy photos', exact: true });
  // Far below the screen: the prerendered carousel, readable, with no code, no photo and no rotation.
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeAttached();
  await expect(autoplayOf(carousel)).toHaveCount(0);
  expect(carouselCode).toEqual([]);
  expect(photos).toEqual([]);
  await carouselNamed(page, 'Chaplaincy photos');
  await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'running');
  expect(carouselCode).toHaveLength(2);
  await expect.poll(() => photos.length).toBeGreaterThan(0);
});

test('arriving at Home from another page, the app draws the carousels itself', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  const carousel = await carouselNamed(page, `${gallerySection.heading} photos`);
  await expect(realSlides(carousel)).toHaveCount(galleryImages.length);
});

test.describe('with its code still on the way', () => {
  // Reduced motion: no rotation of its own that could move the carousel on as well.
  test.use({ reducedMotion: 'reduce' });

  test('a Next pressed on a carousel before its code arrives moves it on once the code is here', async ({ page }) => {
    const release = await holdRequests(page, CAROUSELS_CODE);
    await page.goto('/');
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: `${chaplaincySection.heading} photos`, exact: true });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(autoplayOf(carousel)).toHaveCount(0);
    expect(await firstVisibleSlideLabel(carousel)).toBe(`1 of ${String(chaplaincyImages.length)}`);

    release();
    await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'stopped');
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`2 of ${String(chaplaincyImages.length)}`);
  });

  test('an arrow key on a carousel before its code arrives moves it on, and it stays there once the code is here', async ({
    page,
  }) => {
    const release = await holdRequests(page, CAROUSELS_CODE);
    await page.goto('/');
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: `${chaplaincySection.heading} photos`, exact: true });
    // The track is a focusable scroll container from the start: the browser's own scrolling moves it.
    await carousel.locator(TRACK).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`2 of ${String(chaplaincyImages.length)}`);
    await expect(autoplayOf(carousel)).toHaveCount(0);

    release();
    await expect(autoplayOf(carousel)).toBeAttached();
    expect(await firstVisibleSlideLabel(carousel)).toBe(`2 of ${String(chaplaincyImages.length)}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`3 of ${String(chaplaincyImages.length)}`);
  });

  test('a carousel whose code was lost on the way is downloaded again when pressed, and the press moves it on', async ({
    page,
  }) => {
    // A connection that drops one answer while the phone still says it is online: no "online" event
    // will ever come to try again.
    let dropped = 0;
    await page.route(CAROUSELS_CODE, async (route) => {
      if (dropped === 0) {
        dropped += 1;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    const failed = page.waitForEvent('console', (message) => message.text().includes('could not be downloaded'));
    await page.goto('/');
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: `${chaplaincySection.heading} photos`, exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await failed;
    // Still the prerendered carousel: readable, not taken over.
    await expect(autoplayOf(carousel)).toHaveCount(0);
    expect(await firstVisibleSlideLabel(carousel)).toBe(`1 of ${String(chaplaincyImages.length)}`);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'stopped');
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`2 of ${String(chaplaincyImages.length)}`);
    expect(dropped).toBe(1);
  });
});

test('Home has no detectable accessibility problems, with the video dialog closed or open', async ({ page }) => {
  // Two full axe runs of the site's longest page, after its carousels' code has come: each took 7-10 s
  // on a busy CI machine, which left the default 30 s no margin.
  test.slow();
  await scrollThrough(page);
  await carouselNamed(page, 'Chaplaincy photos');
  await carouselNamed(page, 'Gallery photos');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  await hero(page).getByRole('button', { name: 'Watch Our Story' }).click();
  await expect(storyDialog(page)).toBeVisible();
  await expectNoAxeViolations(page);
});
