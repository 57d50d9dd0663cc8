/**
 * Reads the production build for the build tests: dist/ (or BUILD_DIR), the precache list that
 * vite-plugin-pwa injected into sw.js, and Vite's chunk manifest. Run `npm run build:stack` first.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { join, resolve } from 'node:path';
import { editorFolderFor } from '../../scripts/build/hosting-sites';

export const DIST = resolve(process.env['BUILD_DIR'] ?? 'dist');

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

export function readDist(path: string): string {
  const file = join(DIST, path);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build:stack\` before the build tests.`);
  return readFileSync(file, 'utf8');
}

/** The content editor's own site, built beside the public site (scripts/build/cms-editor.ts). */
export const EDITOR_DIST = editorFolderFor(DIST);

export function readEditorSite(path: string): string {
  const file = join(EDITOR_DIST, path);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build:stack\` before the build tests.`);
  return readFileSync(file, 'utf8');
}

export const fileSize = (path: string): number => statSync(join(DIST, path)).size;

const compressedSizes = new Map<string, number>();

/**
 * A file's size as it travels: brotli, as Firebase Hosting (and its emulator) sends text files.
 * Pictures and fonts are compressed already; they travel as they are.
 */
export function compressedSize(path: string): number {
  if (/\.(avif|webp|jpe?g|png|woff2|mp4)$/i.test(path)) return fileSize(path);
  // Quality 9, not the slow maximum: a few percent larger, so the measure errs on the visitor's side.
  const params = { [constants.BROTLI_PARAM_QUALITY]: 9 };
  // Once per file: every page counts the shell and the framework, and the build does not change during a run.
  const size = compressedSizes.get(path) ?? brotliCompressSync(readFileSync(join(DIST, path)), { params }).length;
  compressedSizes.set(path, size);
  return size;
}

/** The end of the JSON array that starts at `start`, skipping brackets inside strings. */
function arrayEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[') depth += 1;
    else if (char === ']') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  throw new Error('The precache list in sw.js never ends.');
}

/** The precache list workbox-build wrote into sw.js in place of `self.__WB_MANIFEST`. */
export function readPrecache(): PrecacheEntry[] {
  const sw = readDist('sw.js');
  if (sw.includes('self.__WB_MANIFEST')) throw new Error('sw.js still has the injection point: no precache list.');
  const start = sw.search(/\[\{"(?:revision|url)":/);
  if (start < 0) throw new Error('No precache list found in sw.js.');
  return JSON.parse(sw.slice(start, arrayEnd(sw, start))) as PrecacheEntry[];
}

interface ViteChunk {
  file: string;
  /** A code-splitting group's name, or the first module's. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type ViteManifest = Record<string, ViteChunk>;

export const readViteManifest = (): ViteManifest => JSON.parse(readDist('.vite/manifest.json')) as ViteManifest;

/** Every file a chunk needs: its own, its CSS, and those of every chunk it imports, now or lazily. */
export function filesNeededBy(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const files = new Set<string>();
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in Vite's manifest.`);
  files.add(chunk.file);
  for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    for (const file of filesNeededBy(manifest, next, seen)) files.add(file);
  }
  return files;
}
