/**
 * CONTENT_ROOT: build from another folder's `content/` (a copy the editor's test edits), answering the
 * pages' relative imports of content/ from there, so the repository's own files are never touched.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

export const CONTENT_DIR = 'content';

export function contentRoot(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const root = env['CONTENT_ROOT'];
  return root ? resolve(root) : repoRoot;
}

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
