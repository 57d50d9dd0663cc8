/**
 * Prerenders every public route to static HTML after the browser build, before the service worker
 * is built (so the worker precaches the pages): the visitor sees content, and the LCP picture,
 * before any JavaScript runs; src/main.tsx then hydrates the same tree.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { AppEnv } from '../../src/config/env-schema';
import { FIRESTORE_PAGE_META } from '../../src/lib/page-modules';
import { APP_SHELL_PATH } from '../../src/shared/sw-contract';
import { prerenderedPages } from './prerendered-paths';
import { composePage } from './compose-page';
import { routeAssets, routeAssetTags, staticImportsOf, type ManifestChunk, type ViteManifest } from './route-assets';

const SERVER_ENTRY = 'src/entry-server.tsx';
const SERVER_OUT_DIR = 'node_modules/.prerender';

interface ServerEntry {
  renderRoute: (path: string) => Promise<{ html: string; ok: boolean; routeIds: string[] }>;
  renderEarlyViewTemplates: () => Promise<string>;
}

async function buildServerEntry(config: ResolvedConfig): Promise<ServerEntry> {
  const outDir = resolve(config.root, SERVER_OUT_DIR);
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: SERVER_ENTRY, outDir, emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
  });
  // A fresh URL each build: Node caches modules by URL, and `vite build --watch` would reuse the old one.
  const url = pathToFileURL(join(outDir, 'entry-server.js'));
  url.search = `?t=${Date.now()}`;
  return (await import(url.href)) as ServerEntry;
}

/**
 * For pages whose content comes from Firestore: the marker that tells src/main.tsx so, the connection
 * to Firestore opened early (the emulator's on the local stack), and the entry that starts the read.
 */
function firestoreHeadTags(env: AppEnv, manifest: ViteManifest): string {
  const origin = env.emulators
    ? `http://${env.emulators.firestoreHost}:${String(env.emulators.firestorePort)}`
    : 'https://firestore.googleapis.com';
  const entry = chunkFor(manifest, BLOG_HEAD_START_ENTRY);
  // The entry's imports (a few KB) are preloaded with it, not found one round trip after another.
  const imported = staticImportsOf(manifest, BLOG_HEAD_START_ENTRY);
  return (
    `<meta name="${FIRESTORE_PAGE_META}" content=""><link rel="preconnect" href="${origin}" crossorigin>` +
    `<script type="module" crossorigin src="/${entry.file}"></script>` +
    imported.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
  );
}

/**
 * The app shell (/admin, a mistyped address) shows nothing without JavaScript: it says so, where
 * every prerendered page would have shown its content.
 */
export const APP_SHELL_NO_SCRIPT =
  '<p class="no-script-note" data-no-script>This page needs JavaScript, which is off in this browser. The rest of the site works without it: <a href="/">go to the home page</a>.</p>';

/**
 * After #root, not before: its link would otherwise be the page's first, ahead of the app's skip
 * link, and axe would no longer count the skip link as one (its region rule then fails /admin).
 */
function withNoScriptNote(template: string): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root.');
  return template.replace('<div id="root"></div>', `<div id="root"></div>${APP_SHELL_NO_SCRIPT}`);
}

/** The blog's early-read entry (vite.config.ts), linked from the pages that read Firestore. */
export const BLOG_HEAD_START_ENTRY = 'src/blog-head-start.ts';
export const BLOG_HEAD_START_ENTRY_NAME = 'blog-head-start';

function chunkFor(manifest: ViteManifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}.`);
  return chunk;
}

/** What src/main.tsx imports on a page that starts at once: the app, and the blog's early read. */
const entryDynamicImports = (manifest: ViteManifest): string[] => chunkFor(manifest, 'index.html').dynamicImports ?? [];

/** `env`: the build's validated settings (vite.config.ts), for where Firestore is. */
export function prerenderPlugin(env: AppEnv): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'charity:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, APP_SHELL_PATH.slice(1)), withNoScriptNote(template));
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
      const server = await buildServerEntry(config);
      const firestoreTags = firestoreHeadTags(env, manifest);
      const appModules = entryDynamicImports(manifest);
      const earlyViewTemplates = await server.renderEarlyViewTemplates();
      for (const { path, file, ownHead, readsFirestore } of prerenderedPages()) {
        const page = await server.renderRoute(path);
        if (!page.ok) throw new Error(`Prerendering ${path} found no page or a failing route.`);
        // A Firestore page lists the app's code too: src/main.tsx downloads it all once the first read
        // has answered. What the head already preloads for that read is not listed again.
        const linked = readsFirestore ? template + firestoreTags : template;
        const assets = routeAssets(manifest, page.routeIds, linked, readsFirestore ? appModules : []);
        const assetTags = routeAssetTags(assets) + (readsFirestore ? firestoreTags : '');
        const target = join(outDir, file);
        mkdirSync(dirname(target), { recursive: true });
        const html = composePage({ template, appHtml: page.html, assetTags, ownHead });
        // The blog's posts can be drawn from these before the app arrives (src/features/blog/early-view).
        writeFileSync(target, readsFirestore ? html.replace('</body>', `${earlyViewTemplates}</body>`) : html);
      }
    },
  };
}
