/**
 * Whether the app has started rendering the page. Until then code that runs before the app (the
 * blog's early view) may draw into the prerendered page; from then on the page is React's alone.
 */
let started = false;

export const markAppStarted = (): void => {
  started = true;
};

export const appHasStarted = (): boolean => started;
