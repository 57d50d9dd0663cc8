/** Renders one route to HTML, for the prerenderer (scripts/build/prerender-plugin.ts) and functions/src/blog. */
import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { createAppRouter } from './app/create-app-router';
import { AuthStore } from './features/auth/auth-store';
import { ServedPosts, type ServedPostsData } from './features/blog/read/served-posts';

/** What React writes first for a page that is not a whole document. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/;

async function renderToHtml(tree: ReactNode): Promise<string> {
  // `prerender` waits for lazy sections (the carousels) instead of writing their fallbacks.
  const { prelude } = await prerender(tree, {
    // In document order: React otherwise moves big sections with inline scripts, which the CSP refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/**
 * `served`: the posts the page shows, which the page also carries for the app (served-posts.ts). Gives the
 * <head> tags React writes first, the markup for #root, `ok` (false when no page matched or a route failed:
 * nothing is written then) and the matched routes, root first, whose code and styles the build links in.
 */
export async function renderRoute(path: string, served: ServedPostsData = {}) {
  const router = createAppRouter({
    auth: new AuthStore(),
    served: new ServedPosts(served),
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: false,
  });
  await router.load();
  const html = await renderToHtml(<App router={router} />);
  const headTags = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  const { matches } = router.state;
  // A path no route knows matches only the root (which then shows "Page not found").
  const ok = matches.length > 1 && matches.every((match) => match.status === 'success');
  return { headTags, body: html.slice(headTags.length), ok, routeIds: matches.map((match) => match.routeId) };
}
