import { expect, test, type Page, type TestInfo } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { createPost, deletePost, findPostIds, uniqueTag, type TestPost } from './support/blog-posts';

/*
 * Nothing the administrator writes offline is lost (issue 47, item 5): the form is kept on the
 * device until the server has the write, comes back with the reason when the server refuses it (in
 * this visit or a later one), and logging out with a post still waiting asks first.
 */

const field = (page: Page, label: 'Title' | 'Summary' | 'Content') => page.getByRole('textbox', { name: label });
const waiting = (page: Page) => page.getByRole('status').filter({ hasText: 'Waiting for a connection' });
const rowOf = (page: Page, title: string) =>
  page.getByRole('region', { name: 'My posts' }).getByRole('listitem').filter({ hasText: title });
/** Firestore reconnects on the browser's `online` event, then sends what waited. */
const SEND_TIMEOUT_MS = 30_000;

const postToEdit = (tag: string): TestPost => ({
  id: `refused-${tag}`,
  title: `Edited offline ${tag}`,
  summary: 'The published summary.',
  content: 'The published text.',
  createdAt: new Date().toISOString(),
});
const EDITED_SUMMARY = 'A summary changed with no connection.';

async function openDashboard(page: Page): Promise<void> {
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** Edits the post's summary offline and saves: the change waits on the device. */
async function saveEditOffline(page: Page, post: TestPost): Promise<void> {
  await rowOf(page, post.title).getByRole('button', { name: 'Edit' }).click();
  await expect(field(page, 'Title')).toHaveValue(post.title);
  await page.context().setOffline(true);
  await field(page, 'Summary').fill(EDITED_SUMMARY);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('The changes are kept on this device and will be saved when the connection returns.'),
  ).toBeVisible();
  await expect(waiting(page)).toContainText('Waiting for a connection: 1 post');
}

/** The refused edit is back in the form as a new post, with the reason, and publishes from there. */
async function expectBackAsNewPost(page: Page, post: TestPost): Promise<void> {
  const refusal = page.getByRole('alert').filter({ hasText: 'deleted elsewhere' });
  await expect(refusal).toBeVisible({ timeout: SEND_TIMEOUT_MS });
  await expect(refusal).toContainText(`“${post.title}” was not published`);
  await expect(refusal).toContainText('Everything you wrote is back in the form as a new post');
  await expect(page.getByRole('heading', { level: 2, name: 'Add New Blog Post' })).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue(post.title);
  await expect(field(page, 'Summary')).toHaveValue(EDITED_SUMMARY);
  await expect(field(page, 'Content')).toHaveValue(post.content);
  await expect(waiting(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A reload keeps it: it is the form's draft now.
  await page.reload();
  await expect(field(page, 'Summary')).toHaveValue(EDITED_SUMMARY);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Add Post' }).click();
  await expect(field(page, 'Title')).toHaveValue('');
  await expect.poll(() => findPostIds(post.title)).toHaveLength(1);
}

/**
 * Opens the dashboard, saves an edit of a new post offline, and deletes that post on the server, so the
 * server will refuse the edit; then `refuse` brings the connection back as its test needs. Cleans up.
 */
async function withEditOfDeletedPost(
  page: Page,
  testInfo: TestInfo,
  refuse: (post: TestPost) => Promise<void>,
): Promise<void> {
  test.setTimeout(90_000);
  const post = postToEdit(uniqueTag(testInfo));
  await createPost(post);
  try {
    await openDashboard(page);
    await saveEditOffline(page, post);
    await deletePost(post.id);
    await refuse(post);
  } finally {
    await page.context().setOffline(false);
    for (const id of await findPostIds(post.title)) await deletePost(id);
  }
}

test('an edit saved offline to a post deleted elsewhere comes back in the form with the reason when the connection returns', async ({
  page,
}, testInfo) => {
  await withEditOfDeletedPost(page, testInfo, async (post) => {
    await page.context().setOffline(false);
    await expectBackAsNewPost(page, post);
  });
});

test('an edit refused after the page was closed is reported when the dashboard opens again, and comes back in the form', async ({
  page,
  context,
}, testInfo) => {
  await withEditOfDeletedPost(page, testInfo, async (post) => {
    await page.close();
    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto('/admin');
    await expect(later.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expectBackAsNewPost(later, post);
  });
});

test('logging out with a post waiting asks first, and the post is published when the administrator logs in again', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `Waiting at logout ${uniqueTag(testInfo)}`;
  try {
    await openDashboard(page);
    await page.context().setOffline(true);
    await field(page, 'Title').fill(title);
    await field(page, 'Summary').fill('Written with no connection.');
    await field(page, 'Content').fill('Sent once the administrator is back.');
    await page.getByRole('button', { name: 'Add Post' }).click();
    await expect(waiting(page)).toContainText('Waiting for a connection: 1 post');

    // Asked, and staying signed in.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]).toContain('1 post is still waiting for a connection');
    expect(asked[0]).toContain('sends it only when you log in here again');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(waiting(page)).toContainText('Waiting for a connection: 1 post');

    // Logging out anyway: nothing is sent meanwhile, and nothing is lost.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.context().setOffline(false);
    expect(await findPostIds(title)).toEqual([]);

    await openDashboard(page);
    await expect(page.getByText(`“${title}” was published.`)).toBeVisible({ timeout: SEND_TIMEOUT_MS });
    await expect(waiting(page)).toHaveCount(0);
    expect(await findPostIds(title)).toHaveLength(1);
  } finally {
    await page.context().setOffline(false);
    for (const id of await findPostIds(title)) await deletePost(id);
  }
});
