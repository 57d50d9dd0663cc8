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
