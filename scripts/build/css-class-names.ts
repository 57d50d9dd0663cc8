import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * The class names CSS modules get in the build: the rule's own name and a short tag of its file,
 * such as `card_k3Jd9`. Vite's default (`_card_uiyr6_24`: a hash of the file's whole text and the
 * rule's line) is longer, and differs from rule to rule of one file, so it compresses worse: every
 * page carries these names three times, in its HTML, the style sheet and the scripts' class maps.
 * The tag hashes the file's path from the project root, so it is the same on every machine and in
 * both builds (the browser's and the prerenderer's), and two files never share one by accident.
 */
export function cssModuleClassName(name: string, file: string, root: string = process.cwd()): string {
  const where = path
    .relative(root, file.split('?')[0] ?? file)
    .split(path.sep)
    .join('/');
  const tag = createHash('sha256').update(where).digest('base64url').slice(0, 5);
  return `${name}_${tag}`;
}
