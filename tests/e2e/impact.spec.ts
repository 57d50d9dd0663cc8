import { expect, test, type Page } from './support/test';
import { impactCategories, impactCounters, impactHighlights, impactIntro } from '../../src/content/impact';
import { stories } from '../../src/content/stories';
import { formatFigure } from '../../src/content/types';
import { partIsLive, waitForHydration } from './support/hydration';
import { autoplayOf, firstVisibleSlideLabel, realSlides, TRACK } from './support/carousel';

const FALLBACK = 'Your browser does not support the video tag.';
const storiesRegion = (page: Page) => page.getByRole('region', { name: 'Success Stories' });

/** Where a <video> points, whether it names its file itself or through a <source>. */
const videoSources = (page: Page) =>
  storiesRegion(page)
    .locator('video')
    .evaluateAll((videos) =>
      videos.map((video) => video.querySelector('source')?.getAttribute('src') ?? video.getAttribute('src')),
    );

test.beforeEach(async ({ page }) => {
  await page.goto('/impact');
});

test('opens with the Our Impact heading and introduction', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: impactIntro.heading })).toBeVisible();
  for (const paragraph of impactIntro.paragraphs) {
    await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
  }
});

test('shows the program highlights of content/impact.json with their figures and photos', async ({ page }) => {
  for (const highlight of impactHighlights) {
    const card = page.getByRole('article', { name: highlight.title, exact: true });
    await expect(card.getByRole('listitem')).toHaveText(highlight.points);
    for (const photo of highlight.gallery) {
      await expect(card.getByRole('img', { name: photo.alt })).toHaveAttribute('width', String(photo.width));
      await expect(card.getByText(photo.caption, { exact: true })).toBeVisible();
    }
  }
});

test('shows a captioned photo carousel for school, community and outreach', async ({ page }) => {
  for (const category of impactCategories) {
    const carousel = page.getByRole('region', { name: `${category.title} photos` });
    await carousel.scrollIntoViewIfNeeded();
    // Every slide and its caption is in place.
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('button', { name: /Pause slideshow|Play slideshow/ })).toBeVisible();
    for (const slide of category.images) {
      await expect(realSlides(carousel).getByText(slide.caption, { exact: true })).toHaveCount(1);
    }
  }
});

// On a phone's screen, where the slideshows are three screens down (on a wide screen they are within
// one, and are taken over at load).
test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('takes over a carousel far below the first screen only as it comes near, then loops from the first slide back to the last', async ({
    page,
  }) => {
    const category = impactCategories[0];
    if (category === undefined) throw new Error('content/impact.json has no category');
    const carousel = page.getByRole('region', { name: `${category.title} photos` });
    const slidesInTrack = () => carousel.locator(`${TRACK} > *`);
    // The app's mark on the part around the carousel: the app has taken this part over, effects and all.
    const takenOver = () => partIsLive(carousel);
    // The page is the app's, but this part is still the prerendered HTML: taking the slideshows and
    // story cards over at load was the longest task of the page on a low-end phone, for parts most
    // visitors never reach.
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
    expect(await takenOver()).toBe(false);
    await expect(slidesInTrack()).toHaveCount(category.images.length);
    await expect(autoplayOf(carousel)).toHaveCount(0);

    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(takenOver).toBe(true);
    await expect(autoplayOf(carousel)).toBeAttached({ timeout: 15_000 });
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    const count = String(category.images.length);
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`${count} of ${count}`);
  });
});

test('counts the impact figures of content/impact.json', async ({ page }) => {
  const figures = impactCounters.map((counter) => [formatFigure(counter), counter.label] as const);
  const counters = page.getByRole('region', { name: 'Our Impact in Numbers' });
  await counters.scrollIntoViewIfNeeded();
  await expect(counters.getByRole('listitem')).toHaveCount(figures.length);
  for (const [value, label] of figures) {
    const item = counters.getByRole('listitem').filter({ hasText: label });
    await expect(item).toContainText(value);
    // The visible digits finish on the same figure once they have counted up.
    await expect(item.locator('[data-count-up]')).toHaveText(value);
  }
});

test('shows a card for each story of content/stories.json, with title, role and link to its story page', async ({
  page,
}) => {
  const cards = storiesRegion(page).getByRole('article');
  await expect(cards).toHaveCount(stories.length);
  for (const [index, story] of stories.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: story.title })).toBeVisible();
    await expect(card.getByText(story.role, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: `Read ${story.title}’s story` })).toHaveAttribute(
      'href',
      `/impact/story/${story.id}`,
    );
  }
});

/** The poster's file name without its extension: the page shows a resized copy of it. */
const posterName = (src: string): RegExp => new RegExp(src.replace(/^.*\//, '').replace(/\.jpg$/, ''));

test('gives each story card a play button over the poster its story names; the player comes only when pressed', async ({
  page,
}) => {
  // No player is built before the visitor asks for one: thirteen native players were the page's biggest style cost.
  await expect(storiesRegion(page).locator('video')).toHaveCount(0);
  for (const story of stories) {
    const card = storiesRegion(page)
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: story.title }) });
    const play = card.getByRole('button', { name: `Play ${story.video.title}` });
    // Each poster downloads as its card comes near the screen, not all of them with the page.
    await play.scrollIntoViewIfNeeded();
    await expect(play).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', posterName(story.video.poster.src));
  }
  const story = stories[2] ?? stories[0];
  if (!story) throw new Error('content/stories.json has no story');
  const card = storiesRegion(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: story.title }) });
  /** Where an element is on the page, whatever the window has scrolled to. */
  const boxOf = (selector: string) =>
    card.locator(selector).evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y: y + window.scrollY, width, height };
    });
  const poster = await boxOf('img');
  await card.getByRole('button', { name: `Play ${story.video.title}` }).click();
  const video = card.locator('video');
  await expect(video).toBeFocused();
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAccessibleName(story.video.title);
  await expect(video).toContainText(FALLBACK);
  expect(await videoSources(page)).toEqual([story.video.src]);
  // The player takes the poster's place and size: nothing around it moves.
  const player = await boxOf('video');
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(player[side]).toBeCloseTo(poster[side], 0);
});

test('serves every story video as an mp4 file', async ({ request }) => {
  for (const story of stories) {
    const response = await request.get(story.video.src);
    expect(response.status(), story.video.src).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^video\/mp4/);
  }
});

test('plays a story video when the visitor presses Play', async ({ page }) => {
  const first = stories[0];
  if (!first) throw new Error('content/stories.json has no story');
  await storiesRegion(page)
    .getByRole('button', { name: `Play ${first.video.title}` })
    .click();
  const video = storiesRegion(page).locator('video');
  await expect(video).toHaveCount(1);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
});

test.describe('a story video that fails to load', () => {
  // The service worker may answer from its cache; block it so the failure below reaches the page.
  test.use({ serviceWorkers: 'block' });

  test('is only logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const failing = stories[1]?.video.src ?? '';
    await page.route(`**${failing}`, (route) => route.fulfill({ status: 404, body: '' }));
    await storiesRegion(page)
      .getByRole('button', { name: `Play ${stories[1]?.video.title ?? ''}` })
      .click();
    await expect.poll(() => errors.some((text) => text.includes(failing))).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: impactIntro.heading })).toBeVisible();
    await expect(storiesRegion(page).getByRole('article')).toHaveCount(stories.length);
  });
});

test('opens a story page from its card', async ({ page }) => {
  const story = stories.at(-1);
  if (!story) throw new Error('content/stories.json has no story');
  await storiesRegion(page)
    .getByRole('link', { name: `Read ${story.title}’s story` })
    .click();
  await expect(page).toHaveURL(`/impact/story/${story.id}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
});

test('leads to the annual impact report', async ({ page }) => {
  const block = page.getByRole('region', { name: 'Annual Impact Report' });
  await block.getByRole('link', { name: 'Download Report' }).click();
  await expect(page).toHaveURL('/impact/report');
});
