/**
 * Source maps are built for local debugging but never deployed: published, they hand out the
 * original source (comments included) to anyone. The build writes them "hidden" (no
 * sourceMappingURL comment in the files, so no browser asks for a missing map), and this plugin
 * moves them, once vite-plugin-pwa has built the worker, from the output folder into a sibling
 * folder, `dist-sourcemaps/` for `dist/`, which Firebase never sees. To read a stack trace from the
 * live site, load the matching map from there in the browser's developer tools.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const sourceMapsFolderFor = (outDir: string): string => `${outDir}-sourcemaps`;

function* mapsIn(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* mapsIn(path);
    else if (entry.isFile() && entry.name.endsWith('.map')) yield path;
  }
}

/** Moves every `.map` under `outDir` to the same place under `mapsDir`, which is emptied first. */
export function moveSourceMaps(outDir: string, mapsDir: string): number {
  rmSync(mapsDir, { recursive: true, force: true });
  let moved = 0;
  for (const map of [...mapsIn(outDir)]) {
    const target = join(mapsDir, relative(outDir, map));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(map, target);
    moved += 1;
  }
  return moved;
}

export function sourceMapsAsidePlugin(): Plugin {
  let outDir = '';
  return {
    name: 'charity:source-maps-aside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin's closeBundle: vite-plugin-pwa writes sw.js and its map there.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        moveSourceMaps(outDir, sourceMapsFolderFor(outDir));
      },
    },
  };
}
