import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteErrorView } from '../components/errors/route-error-view';
import type { AuthStore } from '../features/auth/auth-store';
import type { ServedPosts } from '../features/blog/read/served-posts';
import { routeTree } from '../route-tree.gen';

interface AppRouterOptions {
  auth: AuthStore;
  served: ServedPosts;
  /** The build's prerenderer passes a memory history; the browser uses its own. */
  history?: RouterHistory;
  /**
   * Off when prerendering: on the server the router would write its restoration as an inline
   * script, which our Content-Security-Policy refuses. The browser restores scroll without it.
   */
  scrollRestoration: boolean;
}

/**
 * Scroll restoration for every render but the first. The first is the app taking over a page that
 * was on screen before it (prerendered, or rendered by the blog's function): on a slow phone the
 * visitor may have scrolled and be reading by then, and the router would jump back to the top.
 */
function afterTheFirstRender(): () => boolean {
  let first = true;
  return () => {
    if (!first) return true;
    first = false;
    return false;
  };
}

/** The one router configuration, shared by the browser (src/app/start-app.tsx) and the prerenderer (src/entry-server.tsx). */
export function createAppRouter({ auth, served, history, scrollRestoration }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: { auth, served },
    scrollRestoration: scrollRestoration && afterTheFirstRender(),
    defaultPreload: 'intent',
    // Every route: a friendly message with a way forward, and the offline notice when code is missing.
    defaultErrorComponent: RouteErrorView,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
