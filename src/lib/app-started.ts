/**
 * Whether the app has started rendering the page. Until then code that runs before the app (the
 * blog's early view) may draw into the prerendered page; from then on the page is React's alone.
 */
let started = false;

export const markAppStarted = (): void => {
  started = true;
};

export const appHasStarted = (): boolean => started;

/**
 * The user-timing mark of the moment the app answers presses on the page (src/app/after-first-render.tsx);
 * `npm run bench` reports how long after the first contentful paint it comes.
 */
export const APP_INTERACTIVE_MARK = 'app-interactive';

/**
 * Added to the box of a part taken over only as the visitor nears it (src/components/hydrate-when-near.tsx)
 * once React has hydrated or drawn the part and it answers presses: the app's sign of it, which the
 * browser tests wait for (React's own markers are its private business).
 */
export const PART_LIVE_ATTRIBUTE = 'data-live';
