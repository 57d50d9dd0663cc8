import { expect, test, type Page } from './support/test';
import { site } from '../../src/config/site';
import {
  aboutHero,
  aboutUs,
  coreValues,
  coreValuesSection,
  founderVideo,
  joinOurMission,
  mission,
  timeline,
  timelineHeading,
  vision,
  whoWeAre,
  whoWeWorkWith,
} from '../../src/content/about';
import { imageVariantSrc } from '../../src/content/image-variants';
import { pageMeta } from '../../src/content/page-meta';
import { impactCounters, impactIntro } from '../../src/content/impact';
import { team, teamHeading } from '../../src/content/team';
import { formatFigure } from '../../src/content/types';
import { expectNoAxeViolations } from './support/axe';
import { scrollThrough } from './support/carousel';

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

/** The counters as the page prints them, from content/impact.json: ["67+", "Educational Program"]. */
const impactFigures = impactCounters.map((counter) => [formatFigure(counter), counter.label] as const);

test.beforeEach(async ({ page }) => {
  await page.goto('/about');
});

test('opens with the About Us hero, its own title and description', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHero.heading);
  await expect(main(page).getByText(aboutHero.subheading)).toBeVisible();
  await expect(main(page).getByRole('img', { name: aboutHero.image.alt })).toHaveAttribute('fetchpriority', 'high');
  await expect(page).toHaveTitle(`${pageMeta['/about'].title} | ${site.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', pageMeta['/about'].description);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`${aboutHero.image.src.replaceAll('.', '\\.')}$`),
  );
});

test('tells who we are, beside the founder video', async ({ page }) => {
  const aboutSection = section(page, aboutUs.heading);
  for (const paragraph of aboutUs.paragraphs) await expect(aboutSection.getByText(paragraph)).toBeVisible();
  // Its poster with Play over it: no native player is built before the visitor asks for one.
  await expect(aboutSection.locator('video')).toHaveCount(0);
  const play = aboutSection.getByRole('button', { name: `Play ${founderVideo.title}` });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  await expect(aboutSection.locator('img')).toHaveAttribute(
    'src',
    new RegExp(founderVideo.poster.src.replace(/^.*\//, '').replace(/\.jpg$/, '')),
  );

  await play.click();
  const video = aboutSection.locator('video');
  await expect(video).toBeFocused();
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAccessibleName(founderVideo.title);
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('poster', imageVariantSrc(founderVideo.poster.src, 800, 'webp'));
  await expect(video.locator('source')).toHaveAttribute('src', founderVideo.src);
  await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4');
  // The spec's words.
  await expect(video).toContainText('Your browser does not support the video tag.');

  for (const paragraph of whoWeAre.paragraphs) {
    await expect(section(page, whoWeAre.heading).getByText(paragraph)).toBeVisible();
  }
});

test('the founder video is only downloaded when the visitor presses play', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.mp4')) videoRequests.push(request.url());
  });
  await page.reload();
  await scrollThrough(page);
  expect(videoRequests).toEqual([]);
  await section(page, aboutUs.heading)
    .getByRole('button', { name: `Play ${founderVideo.title}` })
    .click();
  const video = section(page, aboutUs.heading).locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  expect(videoRequests.some((url) => url.endsWith(founderVideo.src))).toBe(true);
});

test('lists the groups we work with', async ({ page }) => {
  const partners = section(page, whoWeWorkWith.heading);
  await expect(partners.getByRole('listitem')).toHaveCount(whoWeWorkWith.partnerships.length);
  for (const partnership of whoWeWorkWith.partnerships) {
    await expect(partners.getByRole('heading', { level: 3, name: partnership.title })).toBeVisible();
    await expect(partners.getByText(partnership.description)).toBeVisible();
  }
});

test('states the mission and vision, and the core values in order', async ({ page }) => {
  await expect(page.locator('#mission')).toContainText(mission.text);
  await expect(page.locator('#vision')).toContainText(vision.text);
  const values = page.locator('#core-values').getByRole('heading', { level: 3 });
  await expect(values).toHaveText(coreValues.map((value) => value.name));
  for (const value of coreValues) await expect(page.getByText(value.description)).toBeVisible();
});

test('the journey shows each year of the timeline, in order', async ({ page }) => {
  const journey = section(page, timelineHeading);
  const items = journey.getByRole('listitem');
  await expect(items).toHaveCount(timeline.length);
  for (const [index, item] of timeline.entries()) {
    await expect(items.nth(index)).toContainText(item.year);
    await expect(items.nth(index)).toContainText(item.title);
  }
});

test('counts up the impact figures', async ({ page }) => {
  const counters = section(page, impactIntro.heading);
  await counters.scrollIntoViewIfNeeded();
  for (const [value, label] of impactFigures) {
    const item = counters.getByRole('listitem').filter({ hasText: label });
    await expect(item.locator('[data-count-up]')).toHaveText(value);
  }
});

test('introduces the leadership team of content/team.json with their social links', async ({ page }) => {
  const leaders = section(page, teamHeading);
  await expect(leaders.getByRole('heading', { level: 3 })).toHaveText(team.map((member) => member.name));
  for (const member of team) {
    await expect(leaders.getByRole('img', { name: member.image.alt })).toBeAttached();
    await expect(leaders.getByText(member.role, { exact: true })).toBeVisible();
    await expect(leaders.getByText(member.bio)).toBeVisible();
    for (const social of member.socials) {
      await expect(leaders.getByRole('link', { name: social.label, exact: true })).toHaveAttribute('href', social.url);
    }
  }
});

test('Join Our Mission leads to Donate and Contact', async ({ page }) => {
  const join = section(page, joinOurMission.heading);
  await expect(join.getByText(joinOurMission.text)).toBeVisible();
  await expect(join.getByRole('link', { name: joinOurMission.donateLabel })).toHaveAttribute('href', '/donate');
  await join.getByRole('link', { name: joinOurMission.contactLabel }).click();
  await expect(page).toHaveURL('/contact');
});

for (const [hash, heading] of [
  ['core-values', coreValuesSection.title],
  ['mission', mission.title],
  ['vision', vision.title],
] as const) {
  test(`/about#${hash} opens scrolled to ${heading}`, async ({ page }) => {
    await page.goto(`/about#${hash}`);
    const title = page.getByRole('heading', { level: 2, name: heading, exact: true });
    await expect(title).toBeInViewport();
    // Below the sticky header, not hidden under it.
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    expect((await title.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom - 1);
  });
}

test('About has no detectable accessibility problems', async ({ page }) => {
  await scrollThrough(page);
  await expectNoAxeViolations(page);
});
