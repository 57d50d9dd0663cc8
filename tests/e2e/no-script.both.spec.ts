import { expect, test } from '@playwright/test';
import { SEED_POSTS } from '../../scripts/stack/seed-data';
import { site } from '../../src/config/site';
import { aboutUs, founderVideo } from '../../src/content/about';
import { stories } from '../../src/content/stories';
import { programs } from '../../src/content/programs';
import { NO_SCRIPT_TEXT } from '../../src/components/no-script-texts';
import { CONTACT_TEXT } from '../../src/features/contact/contact-texts';
import { GIVE_ONLINE_TEXT } from '../../src/features/donate/give-online/give-online-texts';

/*
 * With JavaScript off (Opera Mini's data saver is common in Nigeria) every page tells the truth:
 * what cannot work is not offered, and what needs JavaScript says so.
 */
test.use({ javaScriptEnabled: false });

test('the contact page offers e-mail and phone instead of a form that cannot send', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText(CONTACT_TEXT.needsScript)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: CONTACT_TEXT.send })).toHaveCount(0);
  await expect(page.getByRole('link', { name: site.contact.email }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: site.contact.phone }).first()).toBeVisible();
  // Should it ever be sent by the browser itself, the form would not put its fields in the address.
  expect(await page.locator('form').getAttribute('method')).toBe('post');
});

test('the blog lists its newest posts, sent by the server, with links to read each', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.getByTestId('blog-posts');
  await expect(posts.getByRole('article').first()).toBeVisible();
  await expect(posts.getByRole('link', { name: /^Read More about / }).first()).toHaveAttribute('href', /^\/blog\/.+/);
  await expect(page.getByText(NO_SCRIPT_TEXT.posts)).toHaveCount(0);
});

test('Home’s Latest Updates says that posts need JavaScript instead of showing placeholders', async ({ page }) => {
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest Updates' });
  await expect(latest.getByText(NO_SCRIPT_TEXT.posts)).toBeVisible();
  await expect(latest.locator('[aria-hidden="true"]').first()).toBeHidden();
});

test('a post reads with JavaScript off: its title, date and every paragraph, sent by the server', async ({ page }) => {
  const post = SEED_POSTS[0];
  if (!post) throw new Error('The stack seeds no posts.');
  await page.goto(`/blog/${post.id}`);
  const article = page.getByRole('main').getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(article.getByText(/^Published /)).toBeVisible();
  for (const paragraph of post.content.split('\n\n')) await expect(article.getByText(paragraph)).toBeVisible();
  await expect(page.getByText(NO_SCRIPT_TEXT.post)).toHaveCount(0);
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('the annual report downloads without JavaScript: its button is a plain link to the PDF', async ({ page }) => {
  await page.goto('/impact/report');
  await expect(page.getByRole('link', { name: /^Download Full Report \(PDF, / })).toHaveAttribute(
    'href',
    /^\/reports\/.+\.pdf$/,
  );
});

test('buttons that need JavaScript are not offered', async ({ page }) => {
  await page.goto('/donate');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Copy / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: GIVE_ONLINE_TEXT.submit })).toHaveCount(0);
  await expect(page.getByText(GIVE_ONLINE_TEXT.noScript).first()).toBeVisible();
  await expect(page.getByText(site.bankAccounts.naira.accountNumber)).toBeVisible();

  await page.goto('/programs/education');
  const carousel = page.getByRole('region', { name: `${programs.education.title} photos`, exact: true });
  await expect(carousel.getByRole('figure').first()).toBeVisible();
  await expect(carousel.getByRole('button')).toHaveCount(0);
});

test('a story video plays without JavaScript: its Play is a link to the file, which the browser plays', async ({
  page,
}) => {
  await page.goto('/impact');
  const storyCards = page.getByRole('region', { name: 'Success Stories' });
  for (const story of stories) {
    await expect(storyCards.getByRole('link', { name: `Play ${story.video.title}` })).toHaveAttribute(
      'href',
      story.video.src,
    );
  }
  await expect(storyCards.getByRole('button', { name: /^Play / })).toHaveCount(0);
});

test('the founder video on About plays without JavaScript the same way: its Play is a link to the file', async ({
  page,
}) => {
  await page.goto('/about');
  const aboutSection = page.getByRole('region', { name: aboutUs.heading, exact: true });
  const play = aboutSection.getByRole('link', { name: `Play ${founderVideo.title}` });
  await expect(play).toHaveAttribute('href', founderVideo.src);
  await expect(play).toBeVisible();
  await expect(aboutSection.getByRole('button', { name: /^Play / })).toHaveCount(0);
});

test('a page that only the app can show says it needs JavaScript', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('This page needs JavaScript, which is off in this browser.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'go to the home page' })).toHaveAttribute('href', '/');
});
