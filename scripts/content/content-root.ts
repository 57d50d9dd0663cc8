/**
 * CONTENT_ROOT: build from another folder's `content/` (a copy the editor's test edits), answering the
 * pages' relative imports of content/ from there, so the repository's own files are never touched.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

export const CONTENT_DIR = 'content';

/** `repoRoot` absolute. */
export const contentRoot = (repoRoot: string): string => resolve(process.env['CONTENT_ROOT'] || repoRoot);

export function contentRootPlugin(repoRoot: string, root: string): Plugin {
  const ownContent = join(repoRoot, CONTENT_DIR) + sep;
  return {
    name: 'charity:content-root',
    enforce: 'pre',
    resolveId(source, importer) {
      if (root === repoRoot || !importer || !source.endsWith('.json')) return null;
      const target = isAbsolute(source) ? source : resolve(dirname(importer), source);
      if (!target.startsWith(ownContent)) return null;
      const replacement = join(root, CONTENT_DIR, relative(ownContent, target));
      if (!existsSync(replacement)) this.error(`${CONTENT_DIR}/${relative(ownContent, target)} is missing from ${root}.`);
      return replacement;
    },
  };
}
