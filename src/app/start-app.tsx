/** The app itself, loaded by src/main.tsx: the router, then hydration or a fresh render. */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AfterFirstRender } from './after-first-render';
import { App } from './app';
import { createAppRouter } from './create-app-router';
import { navigateAfterPaint } from './navigate-after-paint';
import { watchChunkLoadErrors } from '../components/errors/chunk-load-error';
import { AuthStore } from '../features/auth/auth-store';
import { readServedPosts } from '../features/blog/read/served-posts';
import { mirrorNewestPostsWhenIdle } from '../lib/posts/mirror/newest-posts-when-idle';
import type { EarlyPress } from '../lib/early-presses/contract';
import { takeEarlyPresses } from '../lib/early-presses/replay-early-presses';
import { watchInstallOffers } from '../lib/pwa/install-prompt';
import { pageArrivedDrawn } from '../lib/page-kind';
import { registerServiceWorker } from '../lib/pwa/register-service-worker';
import { whenIdle, yieldToBrowser } from '../lib/yield-to-browser';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Takes the page over in steps, each in a task of its own (src/lib/yield-to-browser.ts): this
 * module's evaluation, the router's making, the session hint, the route's code, hydration. Together
 * they were one task of about 430 ms on the emulated low-end phone, during which a tap waited.
 */
async function startApp(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
  const auth = new AuthStore();
  const router = createAppRouter({ auth, served: readServedPosts(document), scrollRestoration: true });
  navigateAfterPaint(router);
  // The session hint is the page's first localStorage read, which loads the storage area (10-14 ms
  // on the emulated phone): in a task of its own rather than on top of the router's making.
  await yieldToBrowser();
  auth.startIfSignedInBefore();
  watchChunkLoadErrors();

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

  if (pageArrivedDrawn) {
    // A page rendered ahead: prerendered by the build (scripts/build/prerender-plugin.ts), or a blog
    // page rendered by the blog's function with the posts it carries (the app's first render starts
    // from the same posts: src/features/blog/read/served-posts.ts). Load the route's code first,
    // so the first render matches the HTML already on screen and React adopts it instead of
    // repainting. `ssr` tells the router the tree was server-rendered, so it wraps it exactly as the
    // prerenderer did (no route manifest: src/main.tsx has already started downloading the route's code).
    router.ssr = { manifest: undefined };
    await yieldToBrowser();
    await router.load();
    await yieldToBrowser();
    // As a transition, React hydrates in slices and yields to the browser between them, so a slow
    // phone never sees one long task (the page is already visible meanwhile).
    startTransition(() => void hydrateRoot(root, appWith(takenNow())));
  } else {
    // The app shell (paths that are not prerendered, e.g. /admin): nothing is on screen yet, so no
    // step waits.
    createRoot(root).render(appWith(takeEarlyPresses));
  }
}

/**
 * Hydrating, React handles every event from the moment it starts (it hydrates the part an event
 * lands on first), so the presses are taken in that same task and none falls between the two or
 * is handled twice. Emptied as they are replayed: a second run of the effect presses nothing.
 */
function takenNow(): () => EarlyPress[] {
  const presses = takeEarlyPresses();
  return () => presses.splice(0);
}

void startApp(container);
// The install offer can come at any moment; the worker, the outbox and the posts' mirror can wait
// until the page is quiet.
watchInstallOffers();
whenIdle(registerServiceWorker);
mirrorNewestPostsWhenIdle();
