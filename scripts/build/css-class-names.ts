import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * `card_k3Jd9`: the rule's name and a hash of its file's path from the root, the same on every machine
 * and in both builds. Vite's default differs from rule to rule of one file, so it compresses worse, and
 * every page carries these names three times.
 */
export function cssModuleClassName(name: string, file: string, root: string = process.cwd()): string {
  const where = path
    .relative(root, file.split('?')[0] ?? file)
    .split(path.sep)
    .join('/');
  const tag = createHash('sha256').update(where).digest('base64url').slice(0, 5);
  return `${name}_${tag}`;
}
