import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteErrorView } from '../components/errors/route-error-view';
import { routeTree } from '../route-tree.gen';
import type { RouterContext } from '../router-context';

interface AppRouterOptions extends RouterContext {
  history?: RouterHistory;
  /** Off when prerendering: the router would write an inline script, which the Content-Security-Policy refuses. */
  scrollRestoration: boolean;
}

/** Not on the first render, which takes over a page the visitor may already have scrolled: no jump to the top. */
function afterTheFirstRender(): () => boolean {
  let renders = 0;
  return () => renders++ > 0;
}

/** The one router configuration, for the browser (src/app/start-app.tsx) and the server (src/entry-server.tsx). */
export function createAppRouter({ auth, served, history, scrollRestoration }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: { auth, served },
    scrollRestoration: scrollRestoration && afterTheFirstRender(),
    defaultPreload: 'intent',
    defaultErrorComponent: RouteErrorView,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
