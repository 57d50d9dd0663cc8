/**
 * The content editor (Decap CMS), built into dist-editor/ as a site of its own (firebase.json's `editor`
 * target), so the GitHub token Decap keeps in localStorage never shares an origin with the public
 * site's third-party scripts, and the public site's worker cannot precache any of it.
 */
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { REPO_ROOT } from '../stack/repo-paths';
import { editorFolderFor } from './hosting-sites';

export const EDITOR_SOURCE = join(REPO_ROOT, 'editor');

/** Decap's sign-in logo: a copy on the editor's site, whose CSP (img-src 'self') refuses the public site's. */
const EDITOR_LOGO = 'icons/icon-192.png';

/** decap-cms.js and the chunks it loads from beside itself (`123.decap-cms.js`). */
export function cmsScriptFiles(): string[] {
  const dir = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
  return readdirSync(dir)
    .filter((name) => name.endsWith('decap-cms.js'))
    .map((name) => join(dir, name));
}

/** src/cms scripts served as /cms/<name>.js (the sign-in relay is loaded by the cmsSignIn function's page). */
export const CMS_OWN_SCRIPTS = ['preview', 'sign-in-relay'] as const;

/** Types stripped, nothing bundled (each imports nothing), so it shares no chunk with the site's pages. */
export async function cmsOwnScript(name: (typeof CMS_OWN_SCRIPTS)[number]): Promise<string> {
  const path = join(REPO_ROOT, `src/cms/${name}.ts`);
  const { code } = await transformWithOxc(readFileSync(path, 'utf8'), path, { lang: 'ts', target: 'es2022' });
  return code;
}

const SIGN_IN_ADDRESS_LINE = /^(\s*base_url:).*$/m;

async function writeEditorSite(folder: string, emulators: boolean): Promise<void> {
  rmSync(folder, { recursive: true, force: true });
  const cms = join(folder, 'cms');
  cpSync(join(EDITOR_SOURCE, 'cms'), cms, { recursive: true });
  if (emulators) {
    // Decap checks the sign-in popup's message origin against base_url, so it must be the stack's own.
    const file = join(cms, 'config.yml');
    const config = readFileSync(file, 'utf8');
    if (!SIGN_IN_ADDRESS_LINE.test(config)) throw new Error('editor/cms/config.yml has no backend base_url line.');
    writeFileSync(file, config.replace(SIGN_IN_ADDRESS_LINE, `$1 ${localUrl(LOCAL_PORTS.editor)}`));
  }
  for (const name of CMS_OWN_SCRIPTS) writeFileSync(join(cms, `${name}.js`), await cmsOwnScript(name));
  for (const file of cmsScriptFiles()) {
    // Decap's source maps stay in node_modules: no deployed file may point browsers at a missing map.
    const source = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    writeFileSync(join(cms, basename(file)), source);
  }
  mkdirSync(join(folder, dirname(EDITOR_LOGO)), { recursive: true });
  copyFileSync(join(REPO_ROOT, 'public', EDITOR_LOGO), join(folder, EDITOR_LOGO));
  // Its pages also say noindex (X-Robots-Tag, firebase.json); this keeps crawlers from fetching them at all.
  writeFileSync(join(folder, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
}

export function cmsEditorPlugin(emulators: boolean): Plugin {
  let folder = '';
  return {
    name: 'charity:cms-editor',
    apply: 'build',
    configResolved(config) {
      folder = editorFolderFor(resolve(config.root, config.build.outDir));
    },
    async closeBundle() {
      await writeEditorSite(folder, emulators);
    },
  };
}
