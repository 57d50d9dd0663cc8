/**
 * The prerenderer's entry (built with `vite build --ssr` by scripts/build/prerender-plugin.ts):
 * renders one public route to HTML so the page paints before any JavaScript has run.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { createAppRouter } from './app/create-app-router';
import { AuthStore } from './features/auth/auth-store';

export interface RenderedRoute {
  /** The markup that goes inside #root. */
  html: string;
  /** False when the path matched no page or a route failed: nothing is written then. */
  ok: boolean;
  /** The matched routes, root first: the build links their code and styles into the page. */
  routeIds: string[];
}

export async function renderRoute(path: string): Promise<RenderedRoute> {
  const router = createAppRouter({
    auth: new AuthStore(),
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: false,
  });
  await router.load();
  // `prerender` waits for lazy sections (the carousels) instead of writing their fallbacks.
  const { prelude } = await prerender(<App router={router} />, {
    // Whole pages in document order: React otherwise moves big sections into place with inline
    // scripts, which the Content-Security-Policy refuses (and which need JavaScript to show).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  const { matches } = router.state;
  // A path no route knows matches only the root (which then shows "Page not found").
  const ok = matches.length > 1 && matches.every((match) => match.status === 'success');
  return { html, ok, routeIds: matches.map((match) => match.routeId) };
}
