import type { Page } from '@playwright/test';
import { createImage, createPost, deleteImage, deletePost, type TestPost } from './blog-posts';

/**
 * A photo-like picture drawn in the browser (no big file in the repository): a gradient with detail,
 * so the encoder has something to compress. PNG for a camera-sized original, JPEG as stored. Works on
 * the blank page a test starts with, so a test need not open the site (and fill its cache) first.
 */
export async function drawPhoto(
  page: Page,
  { width, height, type, hue = 200 }: { width: number; height: number; type: 'image/png' | 'image/jpeg'; hue?: number },
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, type, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      const sky = context.createLinearGradient(0, 0, width, height);
      sky.addColorStop(0, `hsl(${String(hue)} 55% 38%)`);
      sky.addColorStop(1, `hsl(${String((hue + 150) % 360)} 85% 67%)`);
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      for (let i = 0; i < 4000; i += 1) {
        context.fillStyle = `hsl(${String((i * 37) % 360)} 60% 50%)`;
        context.fillRect((i * 7919) % width, (i * 104729) % height, 20 + (i % 40), 20 + (i % 25));
      }
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.8));
      if (!blob) throw new Error('The canvas could not be encoded');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let start = 0; start < bytes.length; start += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
      return btoa(binary);
    },
    { width, height, type, hue },
  );
  return Buffer.from(base64, 'base64');
}

export interface PostWithPhoto {
  post: TestPost & { cover: NonNullable<TestPost['cover']> };
  /** Removes the post and its photo (whichever the test left). */
  remove: () => Promise<void>;
}

/** A post stamped now (among the newest) with an 800×600 JPEG cover, written straight to the emulator. */
export async function createPostWithPhoto(page: Page, tag: string, description: string): Promise<PostWithPhoto> {
  const image = {
    id: `photo-${tag}`,
    data: (await drawPhoto(page, { width: 800, height: 600, type: 'image/jpeg' })).toString('base64'),
    contentType: 'image/jpeg' as const,
    width: 800,
    height: 600,
  };
  await createImage(image);
  const post = {
    id: `with-photo-${tag}`,
    title: `With a photo ${tag}`,
    summary: 'A post with a cover photo.',
    content: 'The borehole works.\n\nThe committee keeps the key.',
    createdAt: new Date().toISOString(),
    cover: { id: image.id, width: image.width, height: image.height, description },
  };
  await createPost(post);
  return {
    post,
    remove: async () => {
      await deletePost(post.id);
      await deleteImage(image.id);
    },
  };
}
