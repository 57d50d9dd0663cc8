import { expect, test, type Page } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deletePost, findPostIds, uniqueTag } from './support/blog-posts';

/*
 * Publishing from a flaky phone (issue 19, item 7): a post added without a connection waits on the
 * device in Firestore's persistent cache and is published once, and only once, when the connection
 * returns, also when the page was closed in between.
 */

const field = (page: Page, label: 'Title' | 'Summary' | 'Content') => page.getByRole('textbox', { name: label });
const waiting = (page: Page) => page.getByRole('status').filter({ hasText: 'Waiting for a connection' });
/** Firestore reconnects on the browser's `online` event, then sends what waited. */
const SEND_TIMEOUT_MS = 30_000;
/** About a low-end phone's CPU on our hosts (the bench calibrates its own; this only needs to be slow). */
const PHONE_CPU_SLOWDOWN = 6;

async function openDashboard(page: Page): Promise<void> {
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

async function addPostOffline(page: Page, title: string): Promise<void> {
  await page.context().setOffline(true);
  await field(page, 'Title').fill(title);
  await field(page, 'Summary').fill('Written with no connection.');
  await field(page, 'Content').fill('Sent by itself **later**.');
  await page.getByRole('button', { name: 'Add Post' }).click();
  // The form does not hang on Posting...: it is cleared, and the dashboard says what waits.
  await expect(field(page, 'Title')).toHaveValue('');
  await expect(
    page.getByText('The post is kept on this device and will be published when the connection returns.'),
  ).toBeVisible();
  await expect(waiting(page)).toContainText('Waiting for a connection: 1 post');
}

test('a post added offline waits on the device and is published exactly once when the connection returns', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `Written offline ${uniqueTag(testInfo)}`;
  // No alert may be needed: the post is not added yet when the form clears.
  page.on('dialog', (dialog) => void dialog.dismiss());
  try {
    await openDashboard(page);
    await addPostOffline(page, title);
    expect(await findPostIds(title)).toEqual([]);
    await expectNoAxeViolations(page);

    await page.context().setOffline(false);
    await expect(page.getByText(`“${title}” was published.`)).toBeVisible({ timeout: SEND_TIMEOUT_MS });
    await expect(waiting(page)).toHaveCount(0);
    expect(await findPostIds(title)).toHaveLength(1);

    // Nothing is sent a second time by a later visit.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My posts' }).getByText(title)).toBeVisible();
    expect(await findPostIds(title)).toHaveLength(1);
  } finally {
    await page.context().setOffline(false);
    for (const id of await findPostIds(title)) await deletePost(id);
  }
});

test('a post added offline is published once when the dashboard is opened again online, after the page was closed', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `Closed while offline ${uniqueTag(testInfo)}`;
  page.on('dialog', (dialog) => void dialog.dismiss());
  try {
    await openDashboard(page);
    // A phone's CPU, and the page closed the moment the dashboard promises the post is kept: the
    // promise must already be true then (Firestore stores a write in IndexedDB some time after it is made).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await addPostOffline(page, title);
    await page.close();

    await context.setOffline(false);
    // Still nothing on the server: the page that held the post is gone.
    expect(await findPostIds(title)).toEqual([]);
    const later = await context.newPage();
    await later.goto('/admin');
    await expect(later.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(later.getByText(`“${title}” was published.`)).toBeVisible({ timeout: SEND_TIMEOUT_MS });
    await expect(waiting(later)).toHaveCount(0);
    // The dashboard says so only once the server has it.
    expect(await findPostIds(title)).toHaveLength(1);
    await later.reload();
    await expect(later.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(await findPostIds(title)).toHaveLength(1);
  } finally {
    await context.setOffline(false);
    for (const id of await findPostIds(title)) await deletePost(id);
  }
});
