/** Every public route as static HTML, before the service worker is built (it precaches them); src/main.tsx hydrates it. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { APP_SHELL_PATH } from '../../src/shared/sw-contract';
import { prerenderedPages } from './prerendered-paths';
import { SERVER_ENTRY_FILE, SERVER_OUT_DIR } from './server-entry-dir';
import { composePage } from './compose-page';
import { routeAssets, routeAssetTags, type ViteManifest } from './route-assets';

const SERVER_ENTRY = 'src/entry-server.tsx';

interface ServerEntry {
  renderRoute: (path: string) => Promise<{ headTags: string; body: string; ok: boolean; routeIds: string[] }>;
}

async function buildServerEntry(config: ResolvedConfig): Promise<ServerEntry> {
  const outDir = resolve(config.root, SERVER_OUT_DIR);
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: { ssr: SERVER_ENTRY, outDir, emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
  });
  // A fresh URL each build: Node caches modules by URL, and `vite build --watch` would reuse the old one.
  const url = pathToFileURL(join(outDir, SERVER_ENTRY_FILE));
  url.search = `?t=${Date.now()}`;
  return (await import(url.href)) as ServerEntry;
}

/** The app shell (/admin, a mistyped address) shows nothing without JavaScript, so it says so. */
export const APP_SHELL_NO_SCRIPT =
  '<p class="no-script-note" data-no-script>This page needs JavaScript, which is off in this browser. The rest of the site works without it: <a href="/">go to the home page</a>.</p>';

/**
 * After #root: a link ahead of the skip link would make axe count "Skip to content" outside the landmarks.
 * Without JavaScript the empty #root collapses (src/styles/global.css), so the note is on top.
 */
function withNoScriptNote(template: string): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root.');
  return template.replace('<div id="root"></div>', `<div id="root"></div>${APP_SHELL_NO_SCRIPT}`);
}

export function prerenderPlugin(): Plugin {
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
      for (const { path, file, ownHead } of prerenderedPages()) {
        const page = await server.renderRoute(path);
        if (!page.ok) throw new Error(`Prerendering ${path} found no page or a failing route.`);
        const assetTags = routeAssetTags(routeAssets(manifest, page.routeIds, template, []));
        const target = join(outDir, file);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, composePage({ template, page, assetTags, ownHead }));
      }
    },
  };
}
