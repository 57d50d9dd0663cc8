import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { POST_SHELL_FILE } from './src/blog/post-shell-file';
import { POST_SHELL_PATH } from '../src/shared/sw-contract';

/**
 * Bundles the functions with what they import from the site's src/ (the shared contract, the
 * charity's name and contacts), so one module serves both and nothing is copied. Packages stay
 * external: Cloud Functions installs functions/package.json's dependencies itself.
 * `npm run build --workspace functions` (firebase.json's predeploy) and the local stack run it.
 *
 * The built site's post shell goes beside the bundle: blogServer answers each post with it, so it
 * must come from the same build as the files Hosting serves (its style sheet and code are named by
 * their hashes). Deploy both together (`firebase deploy`), after `npm run build`.
 */
const FUNCTIONS_DIR = fileURLToPath(new URL('.', import.meta.url));
const OUT_DIR = join(FUNCTIONS_DIR, 'lib');
const BUILT_POST_SHELL = join(FUNCTIONS_DIR, '..', 'dist', POST_SHELL_PATH.slice(1));

/** `siteRequired`: fail without the site's build (a deploy); the dev stack, which has none, passes false. */
export async function buildFunctions({ siteRequired = true }: { siteRequired?: boolean } = {}): Promise<void> {
  await build({
    absWorkingDir: FUNCTIONS_DIR,
    entryPoints: ['src/index.ts'],
    outfile: join(OUT_DIR, 'index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  if (existsSync(BUILT_POST_SHELL)) {
    mkdirSync(OUT_DIR, { recursive: true });
    copyFileSync(BUILT_POST_SHELL, join(OUT_DIR, POST_SHELL_FILE));
  } else if (siteRequired) {
    throw new Error(`${BUILT_POST_SHELL} is missing: build the site (npm run build) before the functions.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildFunctions();
