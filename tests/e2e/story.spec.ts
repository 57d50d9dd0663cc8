import { expect, test } from './support/test';
import { stories } from '../../src/content/stories';

const FALLBACK = 'Your browser does not support the video tag.';

test.describe('a success story page', () => {
  test('shows the video, name, role and story of story 1, and leads back to Impact', async ({ page }) => {
    const story = stories[0];
    if (!story) throw new Error('the content has no stories');
    await page.goto('/impact/story/1');
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page.getByText(story.role, { exact: true })).toBeVisible();
    await expect(page.getByText(story.story, { exact: true })).toBeVisible();
    const video = page.getByRole('main').locator('video');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', /story1/);
    expect(
      await video.evaluate(
        (element) => element.querySelector('source')?.getAttribute('src') ?? element.getAttribute('src'),
      ),
    ).toBe('/videos/story1.mp4');
    await expect(video).toContainText(FALLBACK);
    await page.getByRole('link', { name: 'Back to Impact' }).click();
    await expect(page).toHaveURL('/impact');
  });

  test('plays the video of the story it shows: story 13 plays story13.mp4', async ({ page }) => {
    await page.goto('/impact/story/13');
    await expect(page.getByRole('heading', { level: 1, name: stories[12]?.title ?? '' })).toBeVisible();
    const video = page.getByRole('main').locator('video');
    expect(
      await video.evaluate(
        (element) => element.querySelector('source')?.getAttribute('src') ?? element.getAttribute('src'),
      ),
    ).toBe('/videos/story13.mp4');
  });

  for (const id of ['-1', '0', '14', 'abc']) {
    test(`shows "Story not found" with a way back for the unknown id ${id}`, async ({ page }) => {
      await page.goto(`/impact/story/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to Impact' }).click();
      await expect(page).toHaveURL('/impact');
    });
  }
});
