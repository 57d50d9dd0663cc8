/**
 * The content editor at /cms (Decap CMS). public/cms holds its page and configuration; this plugin
 * adds the editor's own scripts from node_modules, so they are served from the site itself (no CDN)
 * and belong to no page's bundle. The precache patterns (pwa-precache.ts) do not match cms/, so
 * visitors never download them: only someone who opens /cms does.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
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

/**
 * The editor's own scripts in src/cms, served as /cms/<name>.js: the preview, which public/cms/index.html
 * loads, and the sign-in popup's relay, which the cmsSignIn function's page loads.
 */
export const CMS_OWN_SCRIPTS = ['preview', 'sign-in-relay'] as const;

/**
 * A script as the browser runs it: TypeScript's types taken out, nothing bundled (each imports
 * nothing; the preview borrows Decap's React), so it shares no chunk with the site's pages.
 */
export async function cmsOwnScript(name: (typeof CMS_OWN_SCRIPTS)[number]): Promise<string> {
  const path = join(REPO_ROOT, `src/cms/${name}.ts`);
  const { code } = await transformWithOxc(readFileSync(path, 'utf8'), path, { lang: 'ts', target: 'es2022' });
  return code;
}

const SIGN_IN_ADDRESS_LINE = /^(\s*base_url:).*$/m;

/**
 * The editor's configuration for a local stack's build: GitHub sign-in goes through the cmsSignIn
 * function behind the Hosting emulator, whose address Decap must know exactly (it checks the origin
 * of the popup's messages against it).
 */
export function stackEditorConfig(config: string, hostingOrigin: string): string {
  if (!SIGN_IN_ADDRESS_LINE.test(config)) throw new Error('public/cms/config.yml has no backend base_url line.');
  return config.replace(SIGN_IN_ADDRESS_LINE, `$1 ${hostingOrigin}`);
}

export function cmsEditorPlugin(emulators: boolean): Plugin {
  let outDir = '';
  return {
    name: 'charity:cms-editor',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After the public folder is copied: a stack build's editor signs in on the local Hosting emulator.
    closeBundle() {
      if (!emulators) return;
      const file = join(outDir, CMS_DIR, 'config.yml');
      writeFileSync(file, stackEditorConfig(readFileSync(file, 'utf8'), localUrl(LOCAL_PORTS.hosting)));
    },
    async generateBundle() {
      for (const name of CMS_OWN_SCRIPTS)
        this.emitFile({ type: 'asset', fileName: `${CMS_DIR}/${name}.js`, source: await cmsOwnScript(name) });
      for (const file of cmsScriptFiles()) {
        const name = file.slice(dirname(file).length + 1);
        // Decap's source maps stay in node_modules: no deployed file may point browsers at a missing map.
        const source = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
        this.emitFile({ type: 'asset', fileName: `${CMS_DIR}/${name}`, source });
      }
    },
  };
}
