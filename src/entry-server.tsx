/** Renders one route to HTML, for the prerenderer (scripts/build/prerender-plugin.ts) and functions/src/blog. */
import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { createAppRouter } from './app/create-app-router';
import { AuthStore } from './features/auth/auth-store';
import { ServedPosts, type ServedPostsData } from './features/blog/read/served-posts';

interface RenderedRoute {
  /** The route's <title>, <meta> and <link> tags, which React writes first: they go in <head>. */
  headTags: string;
  /** The markup that goes inside #root. */
  body: string;
  /** False when the path matched no page or a route failed: nothing is written then. */
  ok: boolean;
  /** The matched routes, root first: the build links their code and styles into the page. */
  routeIds: string[];
}

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

/** `served`: the posts the page shows, which the page also carries for the app (served-posts.ts). */
export async function renderRoute(path: string, served: ServedPostsData = {}): Promise<RenderedRoute> {
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
