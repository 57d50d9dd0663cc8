/**
 * The prerenderer's entry (built with `vite build --ssr` by scripts/build/prerender-plugin.ts):
 * renders one public route to HTML so the page paints before any JavaScript has run.
 */
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { createAppRouter } from './app/create-app-router';
import { AuthStore } from './features/auth/auth-store';
import { EarlyViewTemplates } from './features/blog/early-view/early-view-templates';

export interface RenderedRoute {
  /** The markup that goes inside #root. */
  html: string;
  /** False when the path matched no page or a route failed: nothing is written then. */
  ok: boolean;
  /** The matched routes, root first: the build links their code and styles into the page. */
  routeIds: string[];
}

const serverRouter = (path: string) =>
  createAppRouter({
    auth: new AuthStore(),
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: false,
  });

async function renderToHtml(tree: ReactNode): Promise<string> {
  // `prerender` waits for lazy sections (the carousels) instead of writing their fallbacks.
  const { prelude } = await prerender(tree, {
    // Whole pages in document order: React otherwise moves big sections into place with inline
    // scripts, which the Content-Security-Policy refuses (and which need JavaScript to show).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

export async function renderRoute(path: string): Promise<RenderedRoute> {
  const router = serverRouter(path);
  await router.load();
  const html = await renderToHtml(<App router={router} />);
  const { matches } = router.state;
  // A path no route knows matches only the root (which then shows "Page not found").
  const ok = matches.length > 1 && matches.every((match) => match.status === 'success');
  return { html, ok, routeIds: matches.map((match) => match.routeId) };
}

/** The blog's <template> elements for the early view (src/features/blog/early-view), to go after #root. */
export async function renderEarlyViewTemplates(): Promise<string> {
  const router = serverRouter('/blog');
  await router.load();
  const html = await renderToHtml(
    <RouterContextProvider router={router}>
      <EarlyViewTemplates />
    </RouterContextProvider>,
  );
  const templates = html.match(/<template\b[^>]*>[\s\S]*?<\/template>/g) ?? [];
  if (templates.length !== 2) throw new Error('The early view templates did not render.');
  return templates.join('');
}
