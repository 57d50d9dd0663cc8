/**
 * Where the build writes the server entry (src/entry-server.tsx), bundled whole, its packages too:
 * the prerenderer renders with it, and functions/build.ts ships it with the blog's function, which
 * renders posts with it on request. Outside dist/, which Hosting publishes.
 */
export const SERVER_OUT_DIR = 'dist-server';
export const SERVER_ENTRY_FILE = 'entry-server.js';
