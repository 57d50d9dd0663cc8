/**
 * The content editor at /cms (Decap CMS). public/cms holds its page and configuration; this plugin
 * adds the editor's own scripts from node_modules, so they are served from the site itself (no CDN)
 * and belong to no page's bundle. The precache patterns (pwa-precache.ts) do not match cms/, so
 * visitors never download them: only someone who opens /cms does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the editor's files go in the build, and where public/cms/index.html loads them from. */
export const CMS_DIR = 'cms';

/** Decap's build: decap-cms.js and the chunks it loads from beside itself (`123.decap-cms.js`). */
export function cmsScriptFiles(): string[] {
  const dir = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
  return readdirSync(dir)
    .filter((name) => name.endsWith('decap-cms.js'))
    .map((name) => join(dir, name));
}

export function cmsEditorPlugin(): Plugin {
  return {
    name: 'charity:cms-editor',
    apply: 'build',
    generateBundle() {
      for (const file of cmsScriptFiles()) {
        const name = file.slice(dirname(file).length + 1);
        // Decap's source maps stay in node_modules: no deployed file may point browsers at a missing map.
        const source = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
        this.emitFile({ type: 'asset', fileName: `${CMS_DIR}/${name}`, source });
      }
    },
  };
}
