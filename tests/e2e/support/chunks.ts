import { readViteManifest, type ViteManifest } from '../../build/built-site';

let manifest: ViteManifest | undefined;

/**
 * The path (`/assets/….js`) of the built file that holds `source`, read from Vite's manifest of the
 * build under test (dist/.vite/manifest.json): a file's name is the bundler's choice, not the site's.
 * `source` is a module the build gives a chunk of its own (a lazily imported one, such as
 * 'src/features/offline-save/save-offer-notice.tsx'), or the name of a chunk group of vite.config.ts
 * (SHELL_CHUNK, 'markdown'), whose manifest key is made up.
 */
export function chunkPath(source: string): string {
  manifest ??= readViteManifest();
  const groups = Object.entries(manifest).filter(([key, chunk]) => key.startsWith('_') && chunk.name === source);
  const chunk = manifest[source] ?? (groups.length === 1 ? groups[0]?.[1] : undefined);
  if (!chunk) throw new Error(`${source} is neither a chunk's module nor one chunk group's name in Vite's manifest.`);
  return `/${chunk.file}`;
}

/** Whether `url` (a request's) is the built file that holds `source` (see chunkPath). */
export const isChunkOf =
  (source: string) =>
  (url: string | URL): boolean =>
    new URL(url).pathname === chunkPath(source);
