import { expect, test, type Page } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { createPost, deletePost, readPostFields, uniqueTag, type TestPost } from './support/blog-posts';

const field = (page: Page, label: 'Title' | 'Summary' | 'Content') => page.getByRole('textbox', { name: label });
const myPosts = (page: Page) => page.getByRole('region', { name: 'My posts' });
const rowOf = (page: Page, title: string) => myPosts(page).getByRole('listitem').filter({ hasText: title });

/** A post stamped now, so it is among the newest: on the dashboard's first page and on Home. */
const newestPost = (tag: string): TestPost => ({
  id: `studio-${tag}`,
  title: `Before the fix ${tag}`,
  summary: 'A summary with a typo in it.',
  content: 'The first version of the text.',
  createdAt: new Date().toISOString(),
});

async function openDashboard(page: Page): Promise<void> {
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

test('the dashboard lists the posts newest first, ten at a time, each with its date, Edit and Delete', async ({
  page,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const newest = newestPost(tag);
  // Older than every seed post, so that with the seed's seven there is more than one page.
  const oldest = [1, 2, 3, 4].map((day) => ({
    ...newestPost(`${tag}-${day}`),
    title: `An old post ${day} ${tag}`,
    createdAt: `2025-01-0${day}T09:00:00.000Z`,
  }));
  const posts = [newest, ...oldest];
  for (const post of posts) await createPost(post);
  const listedDates = () =>
    myPosts(page)
      .getByRole('listitem')
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  try {
    await openDashboard(page);
    await expect(rowOf(page, newest.title)).toBeVisible();
    await expect(rowOf(page, newest.title).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(rowOf(page, newest.title).getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(myPosts(page).getByRole('listitem')).toHaveCount(10);
    await expect(rowOf(page, oldest[0]?.title ?? '')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await myPosts(page).getByRole('button', { name: 'Show older posts' }).click();
    await expect(rowOf(page, oldest[0]?.title ?? '')).toBeVisible();
    const dates = await listedDates();
    expect(dates.length).toBeGreaterThan(10);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The next page starts after the last post shown: none twice.
    const titles = await myPosts(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
  } finally {
    for (const post of posts) await deletePost(post.id);
  }
});

test('an edited post shows its new text on its page and on Home, and keeps its date', async ({ page }, testInfo) => {
  const post = newestPost(uniqueTag(testInfo));
  const fixed = { title: post.title.replace('Before', 'After'), content: 'The corrected text.\n\nA second paragraph.' };
  await createPost(post);
  try {
    await openDashboard(page);
    await rowOf(page, post.title).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit Blog Post' })).toBeVisible();
    await expect(field(page, 'Title')).toHaveValue(post.title);
    await expect(field(page, 'Summary')).toHaveValue(post.summary);
    await expect(field(page, 'Content')).toHaveValue(post.content);
    await expect(field(page, 'Content')).toHaveAttribute('rows', '8');
    await field(page, 'Title').fill(fixed.title);
    await field(page, 'Content').fill(fixed.content);
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Add New Blog Post' })).toBeVisible();
    await expect(rowOf(page, fixed.title)).toBeVisible();

    const stored = await readPostFields(post.id);
    expect(Date.parse(String(stored?.['createdAt']?.['timestampValue']))).toBe(Date.parse(post.createdAt));
    expect(Date.parse(String(stored?.['updatedAt']?.['timestampValue']))).toBeGreaterThan(Date.parse(post.createdAt));

    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: fixed.title })).toBeVisible();
    await expect(page.getByText('The corrected text.')).toBeVisible();
    await expect(page.getByText(post.content)).toHaveCount(0);

    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Latest Updates' });
    await latest.scrollIntoViewIfNeeded();
    await expect(latest.getByRole('heading', { name: fixed.title })).toBeVisible();
  } finally {
    await deletePost(post.id);
  }
});

test('an edit in progress survives a reload, and Cancel leaves the post as it was', async ({ page }, testInfo) => {
  const post = newestPost(uniqueTag(testInfo));
  await createPost(post);
  try {
    await openDashboard(page);
    await rowOf(page, post.title).getByRole('button', { name: 'Edit' }).click();
    await field(page, 'Summary').fill('Half-way through a fix');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit Blog Post' })).toBeVisible();
    await expect(field(page, 'Summary')).toHaveValue('Half-way through a fix');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Add New Blog Post' })).toBeVisible();
    expect((await readPostFields(post.id))?.['summary']?.['stringValue']).toBe(post.summary);
  } finally {
    await deletePost(post.id);
  }
});

test('Delete asks in a dialog that names the post; once confirmed, its address says Post not found', async ({
  page,
}, testInfo) => {
  const post = newestPost(uniqueTag(testInfo));
  await createPost(post);
  try {
    // A visitor's copy on this device, which must go too.
    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

    await openDashboard(page);
    await rowOf(page, post.title).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${post.title}”?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await readPostFields(post.id)).not.toBeNull();

    await rowOf(page, post.title).getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'was deleted' })).toBeVisible();
    await expect(rowOf(page, post.title)).toHaveCount(0);
    expect(await readPostFields(post.id)).toBeNull();

    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  } finally {
    await deletePost(post.id);
  }
});

test('a new post takes its address from its title, with a number when the title was used before', async ({
  page,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const title = `Clean water for Jos ${tag}`;
  const slug = `clean-water-for-jos-${tag}`;
  // A post already at the title's address.
  const earlier = { ...newestPost(tag), id: slug, title, createdAt: '2025-02-01T09:00:00.000Z' };
  await createPost(earlier);
  try {
    await openDashboard(page);
    page.on('dialog', (dialog) => void dialog.accept());
    await field(page, 'Title').fill(title);
    await field(page, 'Summary').fill('The second post of that name.');
    await field(page, 'Content').fill('Its address must not take the first one’s.');
    await page.getByRole('button', { name: 'Add Post' }).click();
    await expect(field(page, 'Title')).toHaveValue('');
    expect((await readPostFields(`${slug}-2`))?.['summary']?.['stringValue']).toBe('The second post of that name.');
    expect((await readPostFields(slug))?.['summary']?.['stringValue']).toBe(earlier.summary);
    await page.goto(`/blog/${slug}-2`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  } finally {
    await deletePost(slug);
    await deletePost(`${slug}-2`);
  }
});
