import { PROGRAM_IDS } from '../../src/content/programs';
import { SEED_POSTS_NEWEST_FIRST } from '../../scripts/stack/seed-data';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

const [NEWEST] = SEED_POSTS_NEWEST_FIRST;

/** Every public page, and the page a mistyped address shows. */
const PUBLIC_PATHS = [
  '/',
  '/about',
  '/programs',
  ...PROGRAM_IDS.map((id) => `/programs/${id}`),
  '/impact',
  '/impact/story/1',
  '/impact/story/14',
  '/impact/report',
  '/contact',
  '/donate',
  '/donate/education',
  '/donate/success',
  '/blog',
  `/blog/${NEWEST?.id ?? 'no-seed-posts'}`,
  '/privacy',
  '/terms',
  '/no-such-page',
];

/**
 * Link texts that say nothing of where a link goes, read out of context (a screen reader's list of
 * links, a search engine): a link may show one if hidden text completes it.
 */
const VAGUE_LINK_TEXTS = new Set(['read more', 'learn more', 'see more', 'more', 'more info', 'click here', 'here']);

/** Links whose whole text, hidden text included (what a search engine reads), is vague. */
async function vagueLinks(page: Page): Promise<string[]> {
  const links = await page
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({ text: (anchor as HTMLElement).innerText, href: anchor.getAttribute('href') ?? '' })),
    );
  return links
    .filter(({ text }) => VAGUE_LINK_TEXTS.has(text.replace(/\s+/g, ' ').trim().toLowerCase()))
    .map(({ text, href }) => `${text} → ${href}`);
}

/** A small phone and a laptop: the phone project checks the narrowest layout the site supports. */
const WIDTH = { phone: 375, desktop: 1280 } as const;

/** Scrolls down in screen-sized steps, so that what loads near the viewport (carousels, posts) loads. */
async function scrollThrough(page: Page): Promise<void> {
  const step = page.viewportSize()?.height ?? 720;
  for (let top = 0; top < (await page.evaluate(() => document.documentElement.scrollHeight)); top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    // Two frames, so scroll-triggered observers see this position before the next step.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

/**
 * Waits until nothing is loading (posts are in) and the browser is idle; once scrolled through, also
 * until the app has taken over every carousel (its slideshow has a state).
 */
async function settle(page: Page, { scrolled }: { scrolled: boolean }): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  if (scrolled) {
    for (const carousel of await page.locator('[aria-roledescription="carousel"]').all()) {
      // A carousel's code (Home's part, and Swiper) is fetched only once it comes near the screen: on a
      // busy test machine that has taken more than the default wait. A carousel whose part arrived after
      // the scroll had passed it starts when it is near again, as it would for a visitor scrolling back.
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.locator('[data-autoplay]')).toHaveCount(1, { timeout: 15_000 });
    }
  }
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
}

for (const path of PUBLIC_PATHS) {
  test(`${path} passes every rule of axe once idle and scrolled through, and every link says where it goes`, async ({
    page,
  }, testInfo) => {
    // Two full axe runs and a scroll through the longest pages, on a machine shared with other tests.
    test.slow();
    const width = testInfo.project.name === 'phone' ? WIDTH.phone : WIDTH.desktop;
    await page.setViewportSize({ width, height: testInfo.project.name === 'phone' ? 812 : 720 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page, { scrolled: false });
    await expectNoAxeViolations(page);
    await scrollThrough(page);
    await settle(page, { scrolled: true });
    await expectNoAxeViolations(page);
    expect(await vagueLinks(page)).toEqual([]);
  });
}
