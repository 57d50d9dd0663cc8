/**
 * What the site's build gives the blog's function, copied beside its bundle (functions/lib/) by
 * functions/build.ts: the pages to render into, built with the same hashed style sheets and code
 * Hosting serves, and the site's server entry (src/entry-server.tsx), which renders the app's own
 * routes and components.
 */
import { readFileSync } from 'node:fs';
import type { ServedPostsData } from '../../../src/features/blog/read/served-posts';

export const SITE_FILES = {
  /** The page every post opens with (src/shared/sw-contract.ts POST_SHELL_PATH). */
  postShell: 'post-shell.html',
  /** The blog's own page, /blog, as the build prerendered it. */
  blogPage: 'blog.html',
  /** The server entry's bundle (scripts/build/prerender-plugin.ts SERVER_OUT_DIR). */
  serverDir: 'site-server',
} as const;

/** src/entry-server.tsx's renderRoute, as far as the function uses it. */
export type RenderRoute = (path: string, served: ServedPostsData) => Promise<{ headTags: string; body: string }>;

export interface SiteFiles {
  postShell: string;
  blogPage: string;
  renderRoute: RenderRoute;
}

/** The files beside the bundle at `dir`; undefined when the site was not built before the functions. */
export async function loadSiteFiles(dir: URL): Promise<SiteFiles | undefined> {
  try {
    const read = (file: string): string => readFileSync(new URL(file, dir), 'utf8');
    const entry = (await import(new URL(`${SITE_FILES.serverDir}/entry-server.js`, dir).href)) as {
      renderRoute: RenderRoute;
    };
    return {
      postShell: read(SITE_FILES.postShell),
      blogPage: read(SITE_FILES.blogPage),
      renderRoute: entry.renderRoute,
    };
  } catch {
    return undefined;
  }
}
