/** Every public route as static HTML, before the service worker is built (it precaches them); src/main.tsx hydrates it. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { APP_SHELL_PATH } from '../../src/shared/sw-contract';
import { prerenderedPages } from './prerendered-paths';
import { SERVER_ENTRY_FILE, SERVER_OUT_DIR } from './server-entry-dir';
import { routeAssets, routeAssetTags, type ViteManifest } from './route-assets';

const SERVER_ENTRY = 'src/entry-server.tsx';
const ROOT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

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
  if (!template.includes(ROOT)) throw new Error('index.html has no empty #root.');
  return template.replace(ROOT, `${ROOT}${APP_SHELL_NO_SCRIPT}`);
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
      if (!template.includes('</head>')) throw new Error('index.html has no </head>.');
      if (!TEMPLATE_TITLE.test(template)) throw new Error('index.html has no <title> for the page title to replace.');
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
      const server = await buildServerEntry(config);
      for (const { path, file, ownHead } of prerenderedPages()) {
        const page = await server.renderRoute(path);
        if (!page.ok) throw new Error(`Prerendering ${path} found no page or a failing route.`);
        if (!page.headTags.includes('<title>')) throw new Error('The prerendered page has no <title>.');
        // The page's head tags go in <head>, where React looks for them when it hydrates.
        const head = ownHead ? template.replace(TEMPLATE_TITLE, page.headTags) : template;
        const assetTags = routeAssetTags(routeAssets(manifest, page.routeIds, template));
        const target = join(outDir, file);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(
          target,
          head.replace('</head>', `${assetTags}</head>`).replace(ROOT, `<div id="root">${page.body}</div>`),
        );
      }
    },
  };
}
