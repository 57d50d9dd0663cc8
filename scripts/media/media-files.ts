import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_DIR } from '../build/public-dir';

/** Written into every generated placeholder (JPEG EXIF description, MP4 comment) so a re-run can
 * tell its own drawings from real photos and videos, which it must never overwrite. */
export const PLACEHOLDER_MARKER = 'hope-harvest-placeholder';

export { PUBLIC_DIR };

/** The file on disk behind a site path such as /images/home/hero.jpg. */
export function publicPath(src: string): string {
  return join(PUBLIC_DIR, src);
}

/** Every file below a directory, as paths relative to the current directory. */
export async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export async function totalBytes(files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}
