import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { HydrateSeparately } from '../components/hydrate-separately';
import { NotFoundView } from '../components/not-found-view';
import { PageTransition } from '../components/layout/page-transition';
import { SiteFooter } from '../app/layout/site-footer';
import { SiteHeader } from '../app/layout/site-header';
import { PwaNoticesSlot } from '../components/pwa/pwa-notices-slot';
import { ConsentRoot } from '../features/consent/consent-root';
import { OutboxNoticesSlot } from '../features/contact/outbox-notices-slot';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => (
    <NotFoundView
      title="Page not found"
      message="We couldn't find the page you were looking for. It may have moved, or the link may be mistyped."
      backTo="/"
      backLabel="Go to the home page"
    />
  ),
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <OutboxNoticesSlot />
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <HydrateSeparately>
        <SiteFooter />
      </HydrateSeparately>
      <ConsentRoot />
      <PwaNoticesSlot />
    </>
  );
}
