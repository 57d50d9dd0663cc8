import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_DIR } from '../build/public-dir';

/** In every placeholder's EXIF or MP4 comment, so a re-run never overwrites a real photo or video. */
export const PLACEHOLDER_MARKER = 'hope-harvest-placeholder';

export const publicPath = (src: string): string => join(PUBLIC_DIR, src);

/** Relative to the current directory. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export async function totalBytes(files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** `size` jobs at a time: sharp and ffmpeg already use several threads each. */
export async function inPool<T, R>(items: readonly T[], size: number, job: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < items.length; index = next++) results[index] = await job(items[index] as T);
  };
  await Promise.all(Array.from({ length: size }, worker));
  return results;
}
