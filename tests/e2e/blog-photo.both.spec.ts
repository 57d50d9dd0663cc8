import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deleteImage, deletePost, findPostIds, imageExists, readPostFields, uniqueTag } from './support/blog-posts';
import { APP_CODE, holdRequests } from './support/hold-requests';
import { gotoOffline } from './support/offline';
import { createPostWithPhoto, drawPhoto } from './support/photos';
import { waitForControl } from './support/pwa';

/*
 * Cover photos for visitors (issue 19, item 5): resized on the administrator's phone, stored in
 * Firestore, shown in a box reserved from the first paint, kept offline once their post was opened.
 */

const field = (page: Page, label: 'Title' | 'Summary' | 'Content') => page.getByRole('textbox', { name: label });
const article = (page: Page) => page.getByRole('article');
/** The cover's photo itself (an <img> with the description as its alt text), not its waiting box. */
const coverPhoto = (page: Page, description: string) => article(page).getByAltText(description, { exact: true });
/** The cover's box while the photo is not here: named by the description too, but no <img>. */
const coverBox = (page: Page, description: string) =>
  article(page)
    .locator('[role="img"]')
    .and(article(page).getByRole('img', { name: description }));

/** The photo's file as decoded: its own size, and its bytes (a data: address) once loaded. */
const decoded = (photo: Locator) =>
  photo.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight, bytes: image.src.length * 0.75 };
  });

/** How many times the page asked Firestore for a photo (a batchGet naming blog-images). */
function countPhotoReads(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(':batchGet') && (request.postData() ?? '').includes('/blog-images/')) count += 1;
  });
  return { count: () => count };
}

/**
 * Starts listening to layout shifts (what CLS adds up); the returned function gives those reported
 * since, after two frames, so that a shift the last change caused has been reported.
 */
async function watchShiftsFromNow(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
  return () =>
    page.evaluate(
      () =>
        new Promise<number[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve((window as unknown as { shifts: number[] }).shifts)),
          ),
        ),
    );
}

/** The post is in this device's offline copy (the idle mirror or its page saved it). */
const mirrored = (page: Page, id: string) =>
  page.evaluate(
    (id) =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('charity');
        opening.onerror = () => resolve(false);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('posts')) return resolve(false);
          const read = db.transaction('posts').objectStore('posts').get(id);
          read.onsuccess = () => resolve(read.result !== undefined);
          read.onerror = () => resolve(false);
        };
      }),
    id,
  );

test('a 3000×2000 photo is resized on the device, needs a description, and shows on the post with it as alt text, at most 1600 px wide', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `With a photo ${uniqueTag(testInfo)}`;
  const description = 'Children filling buckets at the new borehole';
  let photoId: string | undefined;
  try {
    await signInAs(page, SEED_ACCOUNTS.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await field(page, 'Title').fill(title);
    await field(page, 'Summary').fill('A post with a cover photo.');
    await field(page, 'Content').fill('The borehole works.');
    await page.getByLabel('Cover photo (optional)').setInputFiles({
      name: 'borehole.png',
      mimeType: 'image/png',
      buffer: await drawPhoto(page, { width: 3000, height: 2000, type: 'image/png' }),
    });
    await expect(page.getByText(/^Ready: 1600 × 1067 px, \d+ KB\.$/)).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);

    // No description: a clear message, nothing sent, nothing lost.
    await page.getByRole('button', { name: 'Add Post' }).click();
    await expect(page.getByText('Describe the photo in a few words')).toBeVisible();
    await expect(field(page, 'Title')).toHaveValue(title);
    expect(await findPostIds(title)).toEqual([]);

    // The photo and the description typed so far survive a reload, like the texts.
    await page.getByRole('textbox', { name: 'Photo description' }).fill(description);
    await page.reload();
    await expect(field(page, 'Title')).toHaveValue(title);
    await expect(page.getByText(/^Ready: 1600 × 1067 px, \d+ KB\.$/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Photo description' })).toHaveValue(description);

    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Add Post' }).click();
    await expect(field(page, 'Title')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Photo description' })).toHaveCount(0);

    const [id] = await findPostIds(title);
    if (id === undefined) throw new Error('The post was not added.');
    // The lists stay cheap: the post names its photo (id, size, description); the bytes are a document of their own.
    const cover = (await readPostFields(id))?.['cover']?.['mapValue'] as
      { fields: Record<string, { stringValue?: string; integerValue?: string }> } | undefined;
    photoId = cover?.fields['id']?.stringValue;
    expect(photoId).toEqual(expect.any(String));
    expect(cover?.fields['width']?.integerValue).toBe('1600');
    expect(cover?.fields['height']?.integerValue).toBe('1067');
    expect(cover?.fields['description']?.stringValue).toBe(description);
    expect(await imageExists(photoId ?? '')).toBe(true);

    await page.goto(`/blog/${id}`);
    const photo = coverPhoto(page, description);
    await expect(photo).toBeVisible();
    const size = await decoded(photo);
    expect(size.width).toBe(1600);
    expect(size.height).toBe(1067);
    expect(size.bytes).toBeLessThanOrEqual(310 * 1024);
    // Shown no wider than the column (700 px) and never wider than the photo itself.
    expect((await photo.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(1600);
    await expectNoAxeViolations(page);
  } finally {
    for (const id of await findPostIds(title)) await deletePost(id);
    if (photoId) await deleteImage(photoId);
  }
});

test("a post's cover is kept for offline once the post was opened; the lists and the idle mirror read no photo", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const description = 'The water committee at the pump';
  const photoReads = countPhotoReads(page);
  const { post, remove } = await createPostWithPhoto(page, uniqueTag(testInfo), description);
  try {
    // Home lists the newest posts, and the idle mirror saves them for offline reading, without photos.
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Latest Updates' });
    await latest.scrollIntoViewIfNeeded();
    // (Other tests add newest posts at the same time: this one may not be among Home's three.)
    await expect(latest.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => mirrored(page, post.id), { timeout: 20_000 }).toBe(true);
    await waitForControl(page);
    expect(photoReads.count()).toBe(0);

    // Offline, the post never opened shows a box of the photo's shape with its description, no broken
    // image. (A plain goto: the page may believe it is online, tries the server, and falls back alike.)
    await context.setOffline(true);
    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    const box = coverBox(page, description);
    await expect(box).toContainText(description);
    await expect(article(page).locator('img')).toHaveCount(0);
    const boxSize = await box.boundingBox();
    expect((boxSize?.width ?? 0) / (boxSize?.height ?? 1)).toBeCloseTo(800 / 600, 1);
    await expectNoAxeViolations(page);

    // Opened with a connection: the photo comes, and is kept.
    await context.setOffline(false);
    await page.goto(`/blog/${post.id}`);
    await expect(coverPhoto(page, description)).toBeVisible();
    const readsWhenOpened = photoReads.count();
    expect(readsWhenOpened).toBeGreaterThan(0);

    // Offline again, the photo is there, from this device.
    await context.setOffline(true);
    await gotoOffline(page, context, `/blog/${post.id}`);
    const photo = coverPhoto(page, description);
    await expect(photo).toBeVisible();
    expect(await decoded(photo)).toMatchObject({ width: 800, height: 600 });
    // And online too, a photo kept is never downloaded again (it never changes under its id).
    await context.setOffline(false);
    await page.goto(`/blog/${post.id}`);
    await expect(coverPhoto(page, description)).toBeVisible();
    expect(photoReads.count()).toBe(readsWhenOpened);
  } finally {
    await context.setOffline(false);
    await remove();
  }
});

test('the cover holds its place while the photo loads: the text does not move when it arrives (no layout shift)', async ({
  page,
}, testInfo) => {
  const description = 'Pupils under the tamarind tree';
  const { post, remove } = await createPostWithPhoto(page, uniqueTag(testInfo), description);
  try {
    // Only the photo's read waits; the post's own read goes on.
    let releasePhoto = (): void => undefined;
    const photoReleased = new Promise<void>((resolve) => (releasePhoto = resolve));
    await page.route('**/*:batchGet*', async (route) => {
      if ((route.request().postData() ?? '').includes('/blog-images/')) await photoReleased;
      await route.continue();
    });

    await page.goto(`/blog/${post.id}`);
    const text = article(page).getByText('The borehole works.');
    await expect(text).toBeVisible();
    await expect(coverBox(page, description)).toBeVisible();
    const before = await text.boundingBox();
    const shifts = await watchShiftsFromNow(page);

    releasePhoto();
    const photo = coverPhoto(page, description);
    await expect(photo).toBeVisible();
    await decoded(photo);
    expect(await text.boundingBox()).toEqual(before);
    expect(await shifts()).toEqual([]);
  } finally {
    await remove();
  }
});

test("the page the blog's function sends reserves the cover's box too: nothing moves when the app and the photo come", async ({
  page,
  browser,
}, testInfo) => {
  const description = 'Women at the cassava mill';
  const { post, remove } = await createPostWithPhoto(page, uniqueTag(testInfo), description);
  // A visitor's first visit: the administrator's browser has the worker, which opens posts from the post shell.
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  const reader = await visitor.newPage();
  try {
    const release = await holdRequests(reader, APP_CODE);
    const opened = reader.goto(`/blog/${post.id}`);
    const text = article(reader).getByText('The borehole works.');
    await expect(text).toBeVisible();
    await expect(coverBox(reader, description)).toBeVisible();
    const before = await text.boundingBox();
    const shifts = await watchShiftsFromNow(reader);

    release();
    await opened;
    const photo = coverPhoto(reader, description);
    await expect(photo).toBeVisible();
    await decoded(photo);
    expect(await text.boundingBox()).toEqual(before);
    expect(await shifts()).toEqual([]);
  } finally {
    await visitor.close();
    await remove();
  }
});
