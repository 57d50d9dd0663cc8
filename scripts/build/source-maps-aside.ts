/**
 * Source maps hand out the original source, so they are never deployed: built "hidden" (no browser
 * asks for them), they are moved into `dist-sourcemaps/` beside `dist/`, which Firebase never sees.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { filesIn } from './deployable';

export const sourceMapsFolderFor = (outDir: string): string => `${outDir}-sourcemaps`;

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
        const mapsDir = sourceMapsFolderFor(outDir);
        rmSync(mapsDir, { recursive: true, force: true });
        for (const map of [...filesIn(outDir)].filter((file) => file.endsWith('.map'))) {
          const target = join(mapsDir, relative(outDir, map));
          mkdirSync(dirname(target), { recursive: true });
          renameSync(map, target);
        }
      },
    },
  };
}
