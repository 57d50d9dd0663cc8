/**
 * The content editor at /cms (Decap CMS). public/cms holds its page and configuration; this plugin
 * adds the editor's own scripts from node_modules, so they are served from the site itself (no CDN)
 * and belong to no page's bundle. The precache patterns (pwa-precache.ts) do not match cms/, so
 * visitors never download them: only someone who opens /cms does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { REPO_ROOT } from '../stack/repo-paths';

/** Where the editor's files go in the build, and where public/cms/index.html loads them from. */
export const CMS_DIR = 'cms';

/** Decap's build: decap-cms.js and the chunks it loads from beside itself (`123.decap-cms.js`). */
export function cmsScriptFiles(): string[] {
  const dir = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
  return readdirSync(dir)
    .filter((name) => name.endsWith('decap-cms.js'))
    .map((name) => join(dir, name));
}

/** The editor's preview (src/cms/preview.ts), which public/cms/index.html loads as /cms/preview.js. */
export const CMS_PREVIEW_SOURCE = join(REPO_ROOT, 'src/cms/preview.ts');

/**
 * The preview as the browser runs it: TypeScript's types taken out, nothing bundled (it imports
 * nothing: Decap lends it React), so it shares no chunk with the site's pages.
 */
export async function cmsPreviewScript(): Promise<string> {
  const source = readFileSync(CMS_PREVIEW_SOURCE, 'utf8');
  const { code } = await transformWithOxc(source, CMS_PREVIEW_SOURCE, { lang: 'ts', target: 'es2022' });
  return code;
}

export function cmsEditorPlugin(): Plugin {
  return {
    name: 'charity:cms-editor',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: `${CMS_DIR}/preview.js`, source: await cmsPreviewScript() });
      for (const file of cmsScriptFiles()) {
        const name = file.slice(dirname(file).length + 1);
        // Decap's source maps stay in node_modules: no deployed file may point browsers at a missing map.
        const source = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
        this.emitFile({ type: 'asset', fileName: `${CMS_DIR}/${name}`, source });
      }
    },
  };
}
