import { expect, test, type Page } from './support/test';
import { stories } from '../../src/content/stories';

const FALLBACK = 'Your browser does not support the video tag.';

test.describe('a success story page', () => {
  const videoSource = (page: Page) =>
    page
      .getByRole('main')
      .locator('video')
      .evaluate((element) => element.querySelector('source')?.getAttribute('src') ?? element.getAttribute('src'));

  test('shows the video, name, role and story of the first story, and leads back to Impact', async ({ page }) => {
    const story = stories[0];
    if (!story) throw new Error('the content has no stories');
    await page.goto(`/impact/story/${story.id}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page.getByText(story.role, { exact: true })).toBeVisible();
    await expect(page.getByText(story.story, { exact: true })).toBeVisible();
    // The poster with Play, loaded at once (the page's largest picture); the player only when asked for.
    const main = page.getByRole('main');
    await expect(main.locator('video')).toHaveCount(0);
    await expect(main.locator('img')).toHaveAttribute(
      'src',
      new RegExp(story.video.poster.src.replace(/^.*\/|\.jpg$/g, '')),
    );
    await expect(main.locator('img')).toHaveAttribute('loading', 'eager');
    await main.getByRole('button', { name: `Play ${story.video.title}` }).click();
    const video = main.locator('video');
    await expect(video).toHaveCount(1);
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', new RegExp(story.video.poster.src.replace(/^.*\/|\.jpg$/g, '')));
    expect(await videoSource(page)).toBe(story.video.src);
    await expect(video).toContainText(FALLBACK);
    await page.getByRole('link', { name: 'Back to Impact' }).click();
    await expect(page).toHaveURL('/impact');
  });

  test('plays the video the story names: the last story plays its own', async ({ page }) => {
    const story = stories.at(-1);
    if (!story) throw new Error('the content has no stories');
    await page.goto(`/impact/story/${story.id}`);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: `Play ${story.video.title}` })
      .click();
    expect(await videoSource(page)).toBe(story.video.src);
  });

  for (const id of ['-1', '0', 'no-such-story', 'abc'].filter((id) => !stories.some((story) => story.id === id))) {
    test(`shows "Story not found" with a way back for the unknown id ${id}`, async ({ page }) => {
      await page.goto(`/impact/story/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to Impact' }).click();
      await expect(page).toHaveURL('/impact');
    });
  }
});
