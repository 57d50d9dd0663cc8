/** The app itself, loaded by src/main.tsx: the router, then hydration or a fresh render. */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AfterFirstRender } from './after-first-render';
import { App } from './app';
import { createAppRouter } from './create-app-router';
import { watchChunkLoadErrors } from '../components/errors/chunk-load-error';
import { AuthStore } from '../features/auth/auth-store';
import { mirrorNewestPostsWhenIdle } from '../features/blog/mirror/newest-posts-when-idle';
import { markAppStarted } from '../lib/app-started';
import type { EarlyPress } from '../lib/early-presses/contract';
import { takeEarlyPresses } from '../lib/early-presses/replay-early-presses';
import { isFirestorePage } from '../lib/page-modules';
import { registerServiceWorker } from '../lib/pwa/register-service-worker';

const auth = new AuthStore();
const router = createAppRouter({ auth, scrollRestoration: true });

auth.startIfSignedInBefore();
watchChunkLoadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The app, and beside it what presses again the buttons and forms the visitor used before the app
 * arrived (src/lib/early-presses), once it has rendered.
 */
const appWith = (takePresses: () => EarlyPress[]) => (
  <>
    <App router={router} />
    <AfterFirstRender takeEarlyPresses={takePresses} />
  </>
);

/**
 * Hydrating, React handles every event from the moment it starts (it hydrates the part an event
 * lands on first), so the presses are taken in that same task and none falls between the two or
 * is handled twice. Emptied as they are replayed: a second run of the effect presses nothing.
 */
function takenNow(): () => EarlyPress[] {
  const presses = takeEarlyPresses();
  return () => presses.splice(0);
}

if (container.firstElementChild && !isFirestorePage()) {
  // A prerendered page (scripts/build/prerender-plugin.ts): load the route's code first, so the
  // first render matches the HTML already on screen and React adopts it instead of repainting.
  // `ssr` tells the router the tree was server-rendered, so it wraps it exactly as the prerenderer did
  // (no route manifest: src/main.tsx has already started downloading the route's code).
  router.ssr = { manifest: undefined };
  // As a transition, React hydrates in slices and yields to the browser between them, so a slow
  // phone never sees one long task (the page is already visible meanwhile).
  void router.load().then(() => {
    markAppStarted();
    startTransition(() => void hydrateRoot(container, appWith(takenNow())));
  });
} else if (container.firstElementChild) {
  // A prerendered blog page, whose posts the early view may have drawn already
  // (src/features/blog/early-view): not markup React could adopt, so React renders the page afresh,
  // once the route's code is here, with the posts the early view drew, so nothing moves. As a
  // transition the render yields to the browser in slices; the page is already on screen meanwhile.
  void router.load().then(() => {
    markAppStarted();
    const root = createRoot(container);
    // The page stays the prerendered one until React's first render replaces it, so presses are
    // recorded until then, and pressed again on their counterparts in the new page.
    startTransition(() => root.render(appWith(takeEarlyPresses)));
  });
} else {
  // The app shell (paths that are not prerendered, e.g. /admin).
  markAppStarted();
  createRoot(container).render(appWith(takeEarlyPresses));
}

registerServiceWorker();
mirrorNewestPostsWhenIdle();
