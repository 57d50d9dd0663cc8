/**
 * A second entry, linked only from the blog pages' <head> (scripts/build/prerender-plugin.ts): it
 * starts the page's first Firestore read while src/main.tsx is still arriving, one round trip
 * sooner than main could. src/main.tsx waits for the same read before it downloads the app.
 */
import { startBlogHeadStart } from './features/blog/read/head-start';

void startBlogHeadStart(window.location);
