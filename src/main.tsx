import './styles/mantine.css';
import './styles/theme-variables.css';
import './styles/global.css';
import { pageArrivedDrawn } from './lib/page-kind';
import { preloadPageModules } from './lib/page-modules';
import { afterNextPaint, yieldToBrowser } from './lib/yield-to-browser';

/** A page in a background tab paints nothing: it still gets its app after this long. */
const PAINT_WAIT_MAX_MS = 3000;

/** After first contentful paint is shown: downloads started at a frame callback competed with the page's. */
function afterFirstContentfulPaint(callback: () => void): void {
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(callback, 0);
  };
  const observer = PerformanceObserver.supportedEntryTypes.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) once();
      })
    : undefined;
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else afterNextPaint(once);
  setTimeout(once, PAINT_WAIT_MAX_MS);
}

let appRequested = false;

/** Downloads the route's code and the app, once. */
function startApp(): void {
  if (appRequested) return;
  appRequested = true;
  preloadPageModules();
  // React and the router in a task of their own, then the app (src/app/framework.ts).
  void import('./app/framework').then(yieldToBrowser).then(() => import('./app/start-app'));
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** A visitor who starts using the page gets the app now: until it is here their presses wait. */
function startAppOnIntent(): void {
  const onIntent = (event: Event): void => {
    if (event.type === 'focusin' && !(event.target instanceof Element && event.target.closest('form'))) return;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    startApp();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
}

if (pageArrivedDrawn) {
  // A prerendered page is readable without JavaScript: paint it at full bandwidth, then fetch the app.
  afterFirstContentfulPaint(startApp);
  startAppOnIntent();
} else {
  // The app shell has nothing to show until the app runs.
  startApp();
}
