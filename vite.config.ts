import { join } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  offlineSaveList,
  PRECACHE_MAX_FILE_BYTES,
  PRECACHED_STATIC_FILES,
  precacheGlobIgnores,
  precacheGlobPatterns,
} from './scripts/build/pwa-precache';
import { earlyPressScriptPlugin } from './scripts/build/early-press-script';
import { offlineSaveListPlugin } from './scripts/build/offline-save-list';
import { homeScreenTagsPlugin } from './scripts/build/home-screen-tags';
import { AFTER_LOAD_CHUNK, loadPhaseChunkName, SHELL_CHUNK, SHELL_ROOTS } from './scripts/build/load-phase-chunks';
import { prerenderPlugin } from './scripts/build/prerender-plugin';
import { PUBLIC_DIR } from './scripts/build/public-dir';
import { seoFilesPlugin } from './scripts/build/seo-files';
import { sourceMapsAsidePlugin } from './scripts/build/source-maps-aside';
import { cmsEditorPlugin } from './scripts/build/cms-editor';
import { cssModuleClassName } from './scripts/build/css-class-names';
import { imageTonesPlugin } from './scripts/build/image-tones-plugin';
import { checkAllContent, ContentError } from './scripts/content/check-content';
import { measureReportPdf } from './scripts/build/report-pdf';
import { CONTENT_DIR, contentRoot, contentRootPlugin } from './scripts/content/content-root';
import { EnvError, parseEnv, type AppEnv } from './src/config/env-schema';
import { localFunctionUrl } from './src/config/local-stack';
import { ADMINISTRATORS_FUNCTION, ADMINISTRATORS_PATH } from './src/shared/administrators';
import { webAppManifest } from './src/config/web-app-manifest';

const MANTINE_SHARED = new RegExp(
  String.raw`[\/]node_modules[\/](clsx|@mantine[\/]hooks|@mantine[\/]core[\/]esm[\/](core|components[\/]` +
    String.raw`(Anchor|Box|Burger|Button|Card|Container|Group|Loader|Paper|SimpleGrid|Skeleton|Stack|Text|Title|UnstyledButton|VisuallyHidden)))[\/]`,
);

/** The build's entry module: index.html's script. */
const ENTRY_MODULES = ['src/main.tsx'];

/** The build's settings; when they cannot make a site, the one sentence that says why, without a stack trace. */
function configurationOrExit(mode: string): AppEnv {
  try {
    return parseEnv(loadEnv(mode, process.cwd(), 'VITE_'), mode);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Stops at a data file under content/ that breaks its schema, or a report PDF that is missing or
 * refused, with the one sentence that says where; otherwise the report PDF as measured.
 */
function checkContentOrExit(root: string): ReturnType<typeof measureReportPdf> {
  try {
    checkAllContent(root);
    return measureReportPdf(root, PUBLIC_DIR);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  // Fail the build, not the visitor's browser, when production settings are missing.
  const env = configurationOrExit(mode);
  // The data files: the repository's, or a copy's (CONTENT_ROOT, scripts/content/content-root.ts).
  const dataRoot = contentRoot(process.cwd());
  const reportPdf = checkContentOrExit(dataRoot);
  const saveList = command === 'build' ? offlineSaveList(PUBLIC_DIR) : [];

  return {
    publicDir: PUBLIC_DIR,
    // What Save for offline downloads, in bytes, for its button (src/components/offline-save). Only
    // builds have a worker, so the dev server does not need the media files.
    define: {
      __OFFLINE_SAVE_BYTES__: JSON.stringify(saveList.reduce((sum, file) => sum + file.bytes, 0)),
      // src/content/report-pdf.ts: the report's PDF and its real size, or null when there is none.
      __REPORT_PDF__: JSON.stringify(reportPdf),
      // src/config/env.ts: the parsed configuration, so the browser needs no parser.
      __APP_ENV__: JSON.stringify(env),
    },
    css: {
      modules: { generateScopedName: (name, file) => cssModuleClassName(name, file) },
    },
    resolve: {
      alias: {
        // TanStack's store asks for the shim, which carries a copy of useSyncExternalStore for React
        // before 18 (about 0.5 KB in every first visit); the plain entry uses React 19's own.
        'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      },
    },
    plugins: [
      contentRootPlugin(process.cwd(), dataRoot),
      imageTonesPlugin([join(process.cwd(), CONTENT_DIR), join(dataRoot, CONTENT_DIR)]),
      // The router plugin runs before React's so route files are code-split first.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/routes',
        generatedRouteTree: './src/route-tree.gen.ts',
        quoteStyle: 'single',
        semicolons: true,
      }),
      react(),
      // The prerenderer's own server build (scripts/build/prerender-plugin.ts) needs none of these.
      ...(isSsrBuild
        ? []
        : [
            seoFilesPlugin(),
            homeScreenTagsPlugin(),
            earlyPressScriptPlugin(),
            offlineSaveListPlugin(saveList),
            // The content editor: a site of its own beside this one (dist-editor/), sharing nothing with it.
            cmsEditorPlugin(env.emulators !== null),
            // Writes the pages in writeBundle, before vite-plugin-pwa lists them in closeBundle.
            prerenderPlugin(),
            VitePWA({
              strategies: 'injectManifest',
              srcDir: 'sw',
              filename: 'sw.ts',
              // Registration lives in src/lib/pwa so the page controls the update flow.
              injectRegister: false,
              manifest: webAppManifest,
              // The manifest is added by the plugin itself; its icons are not precached (the browser
              // fetches them when it installs the app): these are the other files.
              includeAssets: [...PRECACHED_STATIC_FILES],
              includeManifestIcons: false,
              injectManifest: {
                // The page registers a classic worker (src/lib/pwa/workbox-updates.ts), and "es", the default,
                // builds it with Rolldown's deprecated inlineDynamicImports, which warns on every build.
                rollupFormat: 'iife',
                // What is precached, and why, is in scripts/build/pwa-precache.ts; tests/build checks the result.
                globPatterns: precacheGlobPatterns(),
                globIgnores: precacheGlobIgnores(),
                // A file over the limit fails the build instead of silently missing from the precache.
                maximumFileSizeToCacheInBytes: PRECACHE_MAX_FILE_BYTES,
              },
              devOptions: { enabled: false },
            }),
            // Last: moves the source maps, the worker's included, out of the folder that is deployed.
            sourceMapsAsidePlugin(),
          ]),
    ],
    build: {
      target: 'es2022',
      // One style sheet for the whole site (about 16 KB compressed, cached once): a prerendered page
      // needs its route's styles before it paints, and one request beats a dozen small ones on a
      // slow connection.
      cssCodeSplit: false,
      modulePreload: {
        // Every browser that runs the app's modules and lacks modulepreload (Safari before 17,
        // Firefox before 115) still loads them, one import after another; the polyfill's 0.3 KB
        // would be downloaded by every visitor, on phones that all have it.
        polyfill: false,
        // The installed app's one-time Save offer (src/components/pwa/pwa-notices.tsx) is imported
        // from the chunk every first visit loads after `load`, where the list of its dependencies to
        // preload cost about 0.2 KB for every visitor. Only the installed app ever loads it, once:
        // its dependencies may follow it.
        resolveDependencies: (file, deps) => (/save-offer-notice-[\w-]+\.js$/.test(file) ? [] : deps),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Fewer, larger chunks than automatic splitting, which cut React, the router and Mantine's
            // shared parts into many small files that every page requests one by one.
            groups: [
              {
                name: 'framework',
                // With src/app/framework.ts, which src/main.tsx imports to evaluate this chunk on its own.
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]|[\\/]src[\\/]app[\\/]framework\.ts$/,
                priority: 20,
              },
              // The blog's Markdown renderer, named so that tests can tell it is never part of Home's or
              // the shell's code: only the post page and the admin's Preview import it.
              { name: 'markdown', test: /[\\/]node_modules[\\/]markdown-to-jsx[\\/]/, priority: 15 },
              // Mantine's core and the components most of the pages that use Mantine share, in one
              // chunk; the rest (inputs, alerts, badges...) travel with the routes that use them.
              { name: 'mantine', test: MANTINE_SHARED, priority: 10 },
              // One chunk for what every page's start imports, one for what every first visit loads
              // after `load` (scripts/build/load-phase-chunks.ts). The shell goes first: a module both
              // need is the shell's.
              {
                name: loadPhaseChunkName(SHELL_CHUNK, SHELL_ROOTS, ENTRY_MODULES),
                // A name function has no name of its own for Rolldown's timing report.
                debugName: SHELL_CHUNK,
                priority: 6,
                // The name function has taken the static imports already, except the entries' own.
                includeDependenciesRecursively: false,
              },
              {
                name: loadPhaseChunkName(
                  AFTER_LOAD_CHUNK,
                  [
                    'src/components/pwa/pwa-notices.tsx',
                    // The consent banner shows on a first visit only where analytics is configured;
                    // elsewhere its code is a chunk of its own, for "Privacy choices" (consent-root.tsx).
                    ...(env.firebase.measurementId === undefined ? [] : ['src/features/consent/consent-manager.tsx']),
                    'src/lib/pwa/update-flow.ts',
                    'src/lib/pwa/keep-seen.ts',
                  ],
                  ENTRY_MODULES,
                ),
                debugName: AFTER_LOAD_CHUNK,
                priority: 5,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
      // Maps without the comment that points browsers at them: they stay out of the deployed folder
      // (scripts/build/source-maps-aside.ts) and would only be asked for in vain.
      sourcemap: 'hidden',
      // dist/.vite/manifest.json: which chunks each route needs, for tests/build (Hosting skips dot folders).
      manifest: true,
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      // What Hosting's rewrite does (firebase.json): the dashboard calls the function on its own origin.
      proxy: {
        [ADMINISTRATORS_PATH]: {
          target: localFunctionUrl(ADMINISTRATORS_FUNCTION),
          ignorePath: true,
          changeOrigin: true,
        },
      },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});
