import './styles/mantine.css';
import './styles/theme-variables.css';
import './styles/global.css';
import { pageArrivedDrawn } from './lib/page-kind';
import { preloadPageModules } from './lib/page-modules';
import { afterNextPaint, yieldToBrowser } from './lib/yield-to-browser';

/** A page in a background tab paints nothing: it still gets its app after this long. */
const PAINT_WAIT_MAX_MS = 3000;

/**
 * After the page's first contentful paint has reached the screen. A frame callback comes sooner,
 * before the frame is shown, and downloads started there competed with the page's style sheet and
 * pictures in about one measurement of three.
 */
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

/** Downloads the route's code and the app, once, whichever of the triggers below comes first. */
function startApp(): void {
  if (appRequested) return;
  appRequested = true;
  preloadPageModules();
  // React and the router are evaluated in a task of their own, then the app's code in the next
  // (import() evaluates a module's whole graph in one task): src/app/framework.ts.
  void import('./app/framework').then(yieldToBrowser).then(() => import('./app/start-app'));
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * A visitor who starts using the page (a touch, a key, a field of a form) gets the app now rather
 * than after the paint-first schedule below: until it is here their presses wait
 * (src/lib/early-presses).
 */
function startAppOnIntent(): void {
  const onIntent = (event: Event): void => {
    if (event.type === 'focusin' && !(event.target instanceof Element && event.target.closest('form'))) return;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    startApp();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
}

if (pageArrivedDrawn) {
  // A prerendered page is readable without JavaScript: paint it, with its style sheet and pictures
  // at full bandwidth, and only then fetch the app that makes it interactive.
  afterFirstContentfulPaint(startApp);
  startAppOnIntent();
} else {
  // The app shell has nothing to show until the app runs.
  startApp();
}
