import { expect, test, type Page } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { deletePost, findPostIds, uniqueTag } from './support/blog-posts';
import { holdRequests } from './support/hold-requests';

const field = (page: Page, label: 'Title' | 'Summary' | 'Content') => page.getByRole('textbox', { name: label });
const addPostButton = (page: Page) => page.getByRole('button', { name: 'Add Post' });

async function fillPost(page: Page, post: { title: string; summary: string; content: string }): Promise<void> {
  await field(page, 'Title').fill(post.title);
  await field(page, 'Summary').fill(post.summary);
  await field(page, 'Content').fill(post.content);
}

/** Holds the Firestore write until `release` is called, so the sending state can be looked at. */
const holdWrites = (page: Page): Promise<() => void> => holdRequests(page, '**/documents:commit*');

test('a wrong password shows Invalid credentials, and the right one then opens the dashboard', async ({ page }) => {
  await signInAs(page, { email: SEED_ACCOUNTS.admin.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(SEED_ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL('/admin');
});

test('a member who is not the administrator sees Not authorized and can log out', async ({ page }) => {
  await signInAs(page, SEED_ACCOUNTS.member);
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add New Blog Post' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});

test('the administrator adds a post, which then leads Home, the blog and has its own page', async ({
  page,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const post = {
    title: `Harvest thanksgiving ${tag}`,
    summary: 'The whole village brought the first of the harvest.',
    content: 'Maize, yams and groundnuts filled the church.\nEveryone stayed for the meal.\n\nThank you all.',
  };
  try {
    await signInAs(page, SEED_ACCOUNTS.admin);
    await expect(page.getByRole('heading', { level: 2, name: 'Add New Blog Post' })).toBeVisible();
    const dashboard = await page.getByTestId('admin-dashboard').boundingBox();
    expect(Math.round(dashboard?.width ?? 0)).toBe(800);
    await expect(field(page, 'Content')).toHaveAttribute('rows', '8');

    await fillPost(page, post);
    const release = await holdWrites(page);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await addPostButton(page).click();
    const sending = page.getByRole('button', { name: 'Posting...' });
    await expect(sending).toBeDisabled();
    release();

    await expect.poll(() => alerts).toEqual(['Blog post added!']);
    for (const label of ['Title', 'Summary', 'Content'] as const) await expect(field(page, label)).toHaveValue('');

    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    const latest = page.getByRole('region', { name: 'Latest Updates' });
    await latest.scrollIntoViewIfNeeded();
    await expect(latest.getByRole('article').first().getByRole('heading')).toHaveText(post.title);
    await expect(latest.getByRole('article').first()).toContainText(post.summary);

    await page.goto('/blog');
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText(post.title);
    await first.getByRole('link', { name: 'Read More' }).click();
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    // A readable address made from the title.
    await expect(page).toHaveURL(`/blog/harvest-thanksgiving-${tag}`);
    await expect(page.getByText('Maize, yams and groundnuts filled the church.')).toHaveText(
      'Maize, yams and groundnuts filled the church.\nEveryone stayed for the meal.',
    );
  } finally {
    for (const id of await findPostIds(post.title)) await deletePost(id);
  }
});

test('when the post cannot reach the server, it waits on the device instead of failing, and is published once it can', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const post = { title: `Unsent ${uniqueTag(testInfo)}`, summary: 'Still here.', content: 'Nothing is lost.' };
  page.on('dialog', (dialog) => void dialog.dismiss());
  try {
    await signInAs(page, SEED_ACCOUNTS.admin);
    await expect(page.getByRole('heading', { level: 2, name: 'Add New Blog Post' })).toBeVisible();
    await fillPost(page, post);
    // The browser says it is online, but Firestore's write channel never gets through.
    const writes = '**/google.firestore.v1.Firestore/Write/**';
    await page.route(writes, (route) => route.abort('internetdisconnected'));
    await addPostButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for a connection: 1 post' })).toBeVisible({
      timeout: 15_000,
    });
    // Posting... first, for as long as the form gives the server (sent-or-waiting.ts), then cleared.
    await expect(field(page, 'Title')).toHaveValue('', { timeout: 15_000 });
    expect(await findPostIds(post.title)).toEqual([]);
    await page.unroute(writes);
    await expect(page.getByText(`“${post.title}” was published.`)).toBeVisible({ timeout: 60_000 });
    expect(await findPostIds(post.title)).toHaveLength(1);
  } finally {
    for (const id of await findPostIds(post.title)) await deletePost(id);
  }
});

test('the form explains an over-long or blank field before anything is sent', async ({ page }) => {
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 2, name: 'Add New Blog Post' })).toBeVisible();
  let writes = 0;
  await page.route('**/documents:commit*', async (route) => {
    writes += 1;
    await route.abort();
  });
  await fillPost(page, { title: 'a'.repeat(201), summary: '   ', content: 'Fine.' });
  await addPostButton(page).click();
  await expect(page.getByText('Title must be at most 200 characters; it has 201.')).toBeVisible();
  await expect(page.getByText('Summary is required and cannot be only spaces.')).toBeVisible();
  await expect(field(page, 'Title')).toBeFocused();
  await field(page, 'Title').fill('a'.repeat(200));
  await expect(page.getByText('Title must be at most 200 characters; it has 201.')).toHaveCount(0);
  expect(writes).toBe(0);
});

test('a draft survives a reload of the dashboard', async ({ page }) => {
  const draft = {
    title: 'Half-written',
    summary: 'Not finished yet',
    content: 'First paragraph.\n\nSecond, unfinished',
  };
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 2, name: 'Add New Blog Post' })).toBeVisible();
  await fillPost(page, draft);
  await page.reload();
  await expect(field(page, 'Title')).toHaveValue(draft.title);
  await expect(field(page, 'Summary')).toHaveValue(draft.summary);
  await expect(field(page, 'Content')).toHaveValue(draft.content);
});

test('Logout returns the administrator to the login screen on /admin', async ({ page }) => {
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
});
