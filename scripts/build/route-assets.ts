/**
 * What a prerendered page names in its <head>: its route's and lazy sections' style sheets, so it looks
 * right before any JavaScript, and its route's code, which src/main.tsx preloads after the first paint.
 */
import type { Manifest as ViteManifest } from 'vite';
import { PAGE_MODULES_META } from '../../src/lib/page-modules';
import { ROUTES_IN_SHELL, routeFileFor, SHELL_CHUNK } from './load-phase-chunks';

export type { ViteManifest };

export interface RouteAssets {
  stylesheets: string[];
  modules: string[];
}

export function staticImportsOf(manifest: ViteManifest, key: string): string[] {
  const files = new Set<string>();
  const walk = (from: string): void => {
    for (const imported of manifest[from]?.imports ?? []) {
      const chunk = manifest[imported];
      if (!chunk) throw new Error(`The build manifest has no chunk ${imported}.`);
      if (files.has(chunk.file)) continue;
      files.add(chunk.file);
      walk(imported);
    }
  };
  walk(key);
  return [...files];
}

function shellChunkKey(manifest: ViteManifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === SHELL_CHUNK);
  if (key === undefined) throw new Error(`The build manifest has no chunk named ${SHELL_CHUNK}.`);
  return key;
}

/** What the page's routes need besides what index.html links. */
export function routeAssets(manifest: ViteManifest, routeIds: readonly string[], linkedAlready: string): RouteAssets {
  const assets: RouteAssets = { stylesheets: [], modules: [] };
  const eager = new Set<string>();
  /** Chunks reached only through a lazy import, for their style sheets. */
  const lazyOnly = new Set<string>();
  const collect = (key: string, lazy: boolean): void => {
    // A chunk first reached lazily may still be a static import of this page's route.
    if (eager.has(key) || (lazy && lazyOnly.has(key))) return;
    (lazy ? lazyOnly : eager).add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}.`);
    // index.html links the entry already, and the entry's lazy imports are every other route.
    if (chunk.isEntry) return;
    if (!lazy) assets.modules.push(chunk.file);
    assets.stylesheets.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) collect(imported, lazy);
    for (const imported of chunk.dynamicImports ?? []) collect(imported, true);
  };
  for (const routeId of routeIds) {
    if (routeId === '__root__') continue;
    if (ROUTES_IN_SHELL.includes(routeId)) {
      collect(shellChunkKey(manifest), false);
      continue;
    }
    const file = routeFileFor(routeId);
    const keys = Object.keys(manifest).filter((key) => key.startsWith(`${file}?tsr-split`));
    if (keys.length === 0) throw new Error(`No code-split chunk for route ${routeId} (${file}) in the build manifest.`);
    for (const key of keys) collect(key, false);
  }
  const isNew = (file: string): boolean => !linkedAlready.includes(`/${file}"`);
  return {
    stylesheets: [...new Set(assets.stylesheets)].filter(isNew),
    modules: [...new Set(assets.modules)].filter(isNew),
  };
}

/** Modules listed, not modulepreloaded, which would compete with the style sheet: src/main.tsx preloads them. */
export function routeAssetTags({ stylesheets, modules }: RouteAssets): string {
  const links = stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const moduleList = modules.map((file) => `/${file}`).join(' ');
  return [...links, `<meta name="${PAGE_MODULES_META}" content="${moduleList}">`].join('');
}
