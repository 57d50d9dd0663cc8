/**
 * The user-timing mark of the moment the app answers presses on the page (src/app/after-first-render.tsx);
 * `npm run bench` reports how long after the first contentful paint it comes.
 */
export const APP_INTERACTIVE_MARK = 'app-interactive';

/**
 * Added to the box of a part taken over only as the visitor nears it (src/components/hydrate-when-near.tsx)
 * once React has hydrated or drawn the part and it answers presses: the app's sign of it, which the
 * browser tests wait for (React's own markers are its private business). Until then the page's inline
 * script keeps presses on the part for it (src/lib/early-presses).
 */
export const PART_LIVE_ATTRIBUTE = 'data-live';
