/** The bundled server entry, for the prerenderer and the blog's function (functions/build.ts); outside dist/. */
export const SERVER_OUT_DIR = 'dist-server';
export const SERVER_ENTRY_FILE = 'entry-server.js';
