/**
 * A second entry, linked only from the blog pages' <head> (scripts/build/prerender-plugin.ts): it
 * starts the page's first Firestore read while src/main.tsx is still arriving, one round trip
 * sooner than main could. src/main.tsx waits for the same read before it downloads the app.
 */
import { startBlogHeadStart } from './features/blog/read/head-start';

/**
 * src/main.tsx waits for this, importing this entry rather than head-start.ts itself: a module
 * imported by name from the middle of a chunk needs a namespace object made by the bundler's
 * runtime helpers, and that one use kept those helpers in a file of their own, one more request
 * for every page's first visit.
 */
export const postsDrawn: Promise<void> = startBlogHeadStart(window.location);
