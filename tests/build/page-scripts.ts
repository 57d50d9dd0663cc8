/**
 * The JavaScript a first visit to a prerendered page downloads: the entry index.html links, the
 * route code the page lists for src/main.tsx to preload (PAGE_MODULES_META), the chunk every first
 * visit loads after `load` (scripts/build/load-phase-chunks.ts), and all that these import
 * statically. Lazy parts (a carousel's code as it comes near, Save for offline) are left out: they
 * are not part of what the page needs to start.
 */
import { AFTER_LOAD_CHUNK } from '../../scripts/build/load-phase-chunks';
import { staticImportsOf } from '../../scripts/build/route-assets';
import { PAGE_MODULES_META } from '../../src/lib/page-modules';
import { compressedSize, readDist, readViteManifest, type ViteManifest } from './built-site';

/** The prerendered file of a public path: `/` is index.html, `/about` is about.html (clean URLs). */
export const pageFile = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

function keyOfFile(manifest: ViteManifest, file: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === file);
  if (key === undefined) throw new Error(`${file} is not in the build manifest.`);
  return key;
}

/** Every script file (under assets/) a first visit to `path` downloads, each once. */
export function pageScripts(path: string): string[] {
  const html = readDist(pageFile(path));
  const manifest = readViteManifest();
  const entry = [...html.matchAll(/<script type="module"[^>]* src="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  const listed = new RegExp(`<meta name="${PAGE_MODULES_META}" content="([^"]*)"`).exec(html)?.[1] ?? '';
  const afterLoad = Object.values(manifest).find((chunk) => chunk.name === AFTER_LOAD_CHUNK)?.file;
  if (entry.length === 0) throw new Error(`${pageFile(path)} loads no module script.`);
  if (!afterLoad) throw new Error(`The build manifest has no chunk named ${AFTER_LOAD_CHUNK}.`);
  const roots = [
    ...entry,
    ...listed
      .split(' ')
      .filter(Boolean)
      .map((href) => href.slice(1)),
    afterLoad,
  ];
  const files = new Set<string>();
  for (const file of roots) {
    files.add(file);
    for (const imported of staticImportsOf(manifest, keyOfFile(manifest, file))) files.add(imported);
  }
  return [...files].sort();
}

/** Those scripts' bytes as they travel (brotli, as Hosting sends them). */
export const pageScriptBytes = (path: string): number =>
  pageScripts(path).reduce((sum, file) => sum + compressedSize(file), 0);
