import { expect, test, type Page } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deletePost, findPostIds, readPostFields, uniqueTag } from './support/blog-posts';

const field = (page: Page, label: 'Title' | 'Summary' | 'Content') => page.getByRole('textbox', { name: label });

/** A 3000×2000 photo-like PNG, drawn in the browser (no big file in the repository). */
async function bigPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    const sky = context.createLinearGradient(0, 0, 3000, 2000);
    sky.addColorStop(0, '#2a6f97');
    sky.addColorStop(1, '#f4a261');
    context.fillStyle = sky;
    context.fillRect(0, 0, 3000, 2000);
    // Detail, so the encoder has something to compress.
    for (let i = 0; i < 4000; i += 1) {
      context.fillStyle = `hsl(${String((i * 37) % 360)} 60% 50%)`;
      context.fillRect((i * 7919) % 3000, (i * 104729) % 2000, 20 + (i % 40), 20 + (i % 25));
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('No PNG');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('a 3000×2000 photo is resized on the device, needs a description, and shows on the post with it as alt text', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const title = `With a photo ${uniqueTag(testInfo)}`;
  const description = 'Children filling buckets at the new borehole';
  try {
    await signInAs(page, SEED_ACCOUNTS.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await field(page, 'Title').fill(title);
    await field(page, 'Summary').fill('A post with a cover photo.');
    await field(page, 'Content').fill('The borehole works.');
    await page
      .getByLabel('Cover photo (optional)')
      .setInputFiles({ name: 'borehole.png', mimeType: 'image/png', buffer: await bigPhoto(page) });
    await expect(page.getByText(/^Ready: 1600 × 1067 px, \d+ KB\.$/)).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);

    // No description: a clear message, nothing sent, nothing lost.
    await page.getByRole('button', { name: 'Add Post' }).click();
    await expect(page.getByText('Describe the photo in a few words')).toBeVisible();
    await expect(field(page, 'Title')).toHaveValue(title);
    expect(await findPostIds(title)).toEqual([]);

    await page.getByRole('textbox', { name: 'Photo description' }).fill(description);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Add Post' }).click();
    await expect(field(page, 'Title')).toHaveValue('');

    const [id] = await findPostIds(title);
    if (id === undefined) throw new Error('The post was not added.');
    // The list reads stay cheap: the post names its photo, the bytes live in a document of their own.
    const cover = (await readPostFields(id))?.['coverImage']?.['stringValue'];
    expect(typeof cover).toBe('string');

    await page.goto(`/blog/${id}`);
    const photo = page.getByRole('article').getByRole('img', { name: description });
    await expect(photo).toBeVisible();
    const size = await photo.evaluate((image: HTMLImageElement) => ({
      width: image.naturalWidth,
      height: image.naturalHeight,
      bytes: image.src.length * 0.75,
    }));
    expect(size.width).toBe(1600);
    expect(size.height).toBe(1067);
    expect(size.bytes).toBeLessThanOrEqual(310 * 1024);
    await expectNoAxeViolations(page);
  } finally {
    for (const id of await findPostIds(title)) await deletePost(id);
  }
});
