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

/** Takes the page over in steps, each in a task of its own, so that a tap never waits for one long task. */
async function startApp(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
  const auth = new AuthStore();
  const router = createAppRouter({ auth, served: readServedPosts(document), scrollRestoration: true });
  navigateAfterPaint(router);
  // The session hint is the first localStorage read, which loads the storage area: a task of its own.
  await yieldToBrowser();
  auth.startIfSignedInBefore();
  watchChunkLoadErrors();

  const appWith = (takePresses: () => EarlyPress[]) => (
    <>
      <App router={router} />
      <AfterFirstRender takeEarlyPresses={takePresses} />
    </>
  );

  if (pageArrivedDrawn) {
    // A page rendered ahead (by the build, or the blog's function): load the route's code first, so the
    // first render matches the HTML and React adopts it. `ssr` makes the router wrap the tree as the
    // server did (no manifest: src/main.tsx has already started downloading the route's code).
    router.ssr = { manifest: undefined };
    await yieldToBrowser();
    await router.load();
    await yieldToBrowser();
    // As a transition, React hydrates in slices, yielding to the browser between them. The presses are taken in
    // the task hydration starts in (React handles events from then), emptied as replayed so none runs twice.
    const presses = takeEarlyPresses();
    const app = appWith(() => presses.splice(0));
    startTransition(() => void hydrateRoot(root, app));
  } else {
    // The app shell (e.g. /admin): nothing is on screen yet, so no step waits.
    createRoot(root).render(appWith(takeEarlyPresses));
  }
}

void startApp(container);
// The install offer can come at any moment; the rest waits until the page is quiet.
watchInstallOffers();
whenIdle(registerServiceWorker);
mirrorNewestPostsWhenIdle();
