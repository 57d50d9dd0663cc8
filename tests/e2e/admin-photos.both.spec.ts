import { expect, test, type Page } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deleteImage, deletePost, findPostIds, imageExists, readPostFields, uniqueTag } from './support/blog-posts';
import { createPostWithPhoto, drawPhoto } from './support/photos';

/*
 * The cover in the studio (issue 19, items 2, 3 and 5): Edit replaces, removes or re-describes it, and
 * no photo document outlives the post or the cover that named it, also when the change waited offline.
 */

const myPosts = (page: Page) => page.getByRole('region', { name: 'My posts' });
const rowOf = (page: Page, title: string) => myPosts(page).getByRole('listitem').filter({ hasText: title });
const description = (page: Page) => page.getByRole('textbox', { name: 'Photo description' });
const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Changes saved.' });
const content = (page: Page) => page.getByRole('textbox', { name: 'Content' });

type CoverFields = { fields: Record<string, { stringValue?: string; integerValue?: string }> };

/** The cover the stored post names, as plain values; null when it has none. */
async function storedCover(id: string): Promise<{ id?: string; width?: string; description?: string } | null> {
  const cover = (await readPostFields(id))?.['cover']?.['mapValue'] as CoverFields | undefined;
  if (!cover) return null;
  return {
    id: cover.fields['id']?.stringValue,
    width: cover.fields['width']?.integerValue,
    description: cover.fields['description']?.stringValue,
  };
}

async function openEdit(page: Page, title: string): Promise<void> {
  await rowOf(page, title).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Blog Post' })).toBeVisible();
}

async function openDashboard(page: Page): Promise<void> {
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

test('Edit describes the cover anew, replaces it (the old photo is deleted), then removes it (its photo too)', async ({
  page,
}, testInfo) => {
  // Three saves with photos resized on the device, and axe over the form: over 90 s on a loaded two-core machine.
  test.setTimeout(150_000);
  const first = 'The pump before the repair';
  const { post, remove } = await createPostWithPhoto(page, uniqueTag(testInfo), first);
  const oldPhoto = post.cover.id;
  let newPhoto: string | undefined;
  try {
    await openDashboard(page);

    // A new description only: the same photo, named anew.
    await openEdit(page, post.title);
    await expect(page.getByText("This post's cover: 800 × 600 px. Choose a photo to replace it.")).toBeVisible();
    await expect(description(page)).toHaveValue(first);
    await expectNoAxeViolations(page);
    await description(page).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Describe the photo in a few words')).toBeVisible();
    await description(page).fill('The pump, seen from the school');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(saved(page)).toBeVisible();
    expect(await storedCover(post.id)).toEqual({
      id: oldPhoto,
      width: '800',
      description: 'The pump, seen from the school',
    });

    // A new photo: stored, named by the post, and the old one deleted.
    await openEdit(page, post.title);
    await page.getByLabel('Cover photo (optional)').setInputFiles({
      name: 'after.png',
      mimeType: 'image/png',
      buffer: await drawPhoto(page, { width: 2000, height: 1500, type: 'image/png', hue: 30 }),
    });
    await expect(page.getByText(/^Ready: 1600 × 1200 px, \d+ KB\. It replaces the current cover/)).toBeVisible({
      timeout: 20_000,
    });
    await description(page).fill('The repaired pump');
    // Preview shows the post with the photo chosen, as visitors will see it.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: post.title });
    await expect(preview.getByAltText('The repaired pump', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(saved(page)).toBeVisible();
    const replaced = await storedCover(post.id);
    newPhoto = replaced?.id;
    expect(replaced).toMatchObject({ width: '1600', description: 'The repaired pump' });
    expect(newPhoto).not.toBe(oldPhoto);
    expect(await imageExists(newPhoto ?? '')).toBe(true);
    expect(await imageExists(oldPhoto)).toBe(false);

    await page.goto(`/blog/${post.id}`);
    const photo = page.getByRole('article').getByAltText('The repaired pump', { exact: true });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);

    // Removed: the post has no cover, and its photo is gone.
    await page.goto('/admin');
    await openEdit(page, post.title);
    await page.getByRole('checkbox', { name: 'Remove the cover photo' }).check();
    await expect(description(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(saved(page)).toBeVisible();
    expect(await storedCover(post.id)).toBeNull();
    expect(await imageExists(newPhoto ?? '')).toBe(false);

    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('article').getByRole('img')).toHaveCount(0);
  } finally {
    await remove();
    if (newPhoto) await deleteImage(newPhoto);
  }
});

test('deleting a post deletes its cover photo, also when the delete waited for a connection', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = uniqueTag(testInfo);
  const online = await createPostWithPhoto(page, `${tag}-a`, 'A classroom');
  const offline = await createPostWithPhoto(page, `${tag}-b`, 'A library');
  const confirmDelete = async (title: string): Promise<void> => {
    await rowOf(page, title).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${title}”?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
  };
  try {
    await openDashboard(page);
    await confirmDelete(online.post.title);
    await expect(page.getByRole('status').filter({ hasText: `“${online.post.title}” was deleted.` })).toBeVisible();
    expect(await readPostFields(online.post.id)).toBeNull();
    expect(await imageExists(online.post.cover.id)).toBe(false);

    // Without a connection the post and its photo wait together, and go together when it returns.
    await page.context().setOffline(true);
    await confirmDelete(offline.post.title);
    await expect(page.getByText('The post will be deleted when the connection returns.')).toBeVisible();
    expect(await imageExists(offline.post.cover.id)).toBe(true);
    await page.context().setOffline(false);
    await expect(page.getByText(`“${offline.post.title}” was deleted.`)).toBeVisible({ timeout: 30_000 });
    expect(await readPostFields(offline.post.id)).toBeNull();
    expect(await imageExists(offline.post.cover.id)).toBe(false);
  } finally {
    await page.context().setOffline(false);
    await online.remove();
    await offline.remove();
  }
});

test('a photo placed between paragraphs: sent with the post, shown where it was put with its description, deleted when taken out', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Photos in the text ${uniqueTag(testInfo)}`;
  let photoId: string | undefined;
  try {
    await openDashboard(page);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Summary' }).fill('A post with a photo in its text.');
    await content(page).fill('The first paragraph.\n\nThe second paragraph.');
    // The caret after the first paragraph: the photo goes there.
    await content(page).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    await page.getByLabel('Add a photo to the text').setInputFiles({
      name: 'well.png',
      mimeType: 'image/png',
      buffer: await drawPhoto(page, { width: 1200, height: 900, type: 'image/png', hue: 90 }),
    });
    await expect(page.getByText('The photo is placed in Content')).toBeVisible({ timeout: 20_000 });
    const placed = await content(page).inputValue();
    expect(placed).toMatch(
      /^The first paragraph\.\n\n!\[\]\(photo:[A-Za-z0-9]+\/1200x900\)\n\nThe second paragraph\.$/,
    );
    photoId = /photo:([A-Za-z0-9]+)/.exec(placed)?.[1];

    // No description yet: a clear message, nothing sent.
    await page.getByRole('button', { name: 'Add Post' }).click();
    await expect(page.getByText('Each photo in the text needs a description')).toBeVisible();
    // The caret is between the brackets: typing gives the description.
    await content(page).focus();
    await content(page).evaluate(
      (box: HTMLTextAreaElement, at: number) => box.setSelectionRange(at, at),
      placed.indexOf('[') + 1,
    );
    await page.keyboard.type('Boys at the new well');
    // Kept on the device like the texts: a reload loses neither the photo nor where it goes.
    await page.reload();
    await expect(content(page)).toHaveValue(placed.replace('![]', '![Boys at the new well]'));
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('region', { name: title }).getByAltText('Boys at the new well')).toBeVisible();

    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Add Post' }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    const [id] = await findPostIds(title);
    if (id === undefined || photoId === undefined) throw new Error('The post was not added.');
    expect(await imageExists(photoId)).toBe(true);

    // Between the two paragraphs, at its size, with its description.
    await page.goto(`/blog/${id}`);
    const photo = page.getByRole('article').getByAltText('Boys at the new well', { exact: true });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
    // (The photo stands in a paragraph of its own, which has no text.)
    const order = await page
      .getByRole('article')
      .locator('p, img')
      .evaluateAll((nodes) =>
        nodes.map((node) => (node instanceof HTMLImageElement ? 'photo' : node.textContent)).filter(Boolean),
      );
    expect(order.slice(-3)).toEqual(['The first paragraph.', 'photo', 'The second paragraph.']);

    // Taken out of the text in an edit: its document goes too.
    await page.goto('/admin');
    await openEdit(page, title);
    await content(page).fill('The first paragraph.\n\nThe second paragraph.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(saved(page)).toBeVisible();
    expect(await imageExists(photoId)).toBe(false);
  } finally {
    for (const id of await findPostIds(title)) await deletePost(id);
    if (photoId) await deleteImage(photoId);
  }
});
