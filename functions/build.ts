import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * Bundles the functions with what they import from the site's src/ (the shared contract, the
 * charity's name and contacts), so one module serves both and nothing is copied. Packages stay
 * external: Cloud Functions installs functions/package.json's dependencies itself.
 * `npm run build --workspace functions` (firebase.json's predeploy) and the local stack run it.
 */
const FUNCTIONS_DIR = fileURLToPath(new URL('.', import.meta.url));

export async function buildFunctions(): Promise<void> {
  await build({
    absWorkingDir: FUNCTIONS_DIR,
    entryPoints: ['src/index.ts'],
    outfile: 'lib/index.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildFunctions();
