/** The user-timing mark of the moment the app answers presses (src/app/after-first-render.tsx). */
export const APP_INTERACTIVE_MARK = 'app-interactive';

/**
 * On a part's box (src/components/hydrate-when-near.tsx) once it answers presses: the browser tests wait
 * for it (React's own markers are private). Until then src/lib/early-presses keeps presses for it.
 */
export const PART_LIVE_ATTRIBUTE = 'data-live';
