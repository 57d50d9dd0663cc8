import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_FILES } from './src/blog/site-files';
import { SERVER_OUT_DIR } from '../scripts/build/server-entry-dir';
import { BLOG_LIST_SHELL_PATH, POST_SHELL_PATH } from '../src/shared/sw-contract';

/**
 * Bundles the functions with what they import from the site's src/ (the shared contract, the
 * charity's name and contacts), so one module serves both and nothing is copied. Packages stay
 * external: Cloud Functions installs functions/package.json's dependencies itself.
 * `npm run build --workspace functions` (firebase.json's predeploy) and the local stack run it.
 *
 * The built site's blog pages and its server entry go beside the bundle (blog/site-files.ts):
 * blogServer renders posts into those pages, so they must come from the same build as the files
 * Hosting serves (their style sheets and code are named by their hashes). Deploy both together
 * (`firebase deploy`), after `npm run build`.
 */
const FUNCTIONS_DIR = fileURLToPath(new URL('.', import.meta.url));
const OUT_DIR = join(FUNCTIONS_DIR, 'lib');
const SITE_DIR = join(FUNCTIONS_DIR, '..');
/** Each file the site's build made for the function, and its name beside the bundle. */
const BUILT_SITE_FILES: [from: string, to: string][] = [
  [join(SITE_DIR, 'dist', POST_SHELL_PATH.slice(1)), SITE_FILES.postShell],
  [join(SITE_DIR, 'dist', BLOG_LIST_SHELL_PATH.slice(1)), SITE_FILES.blogPage],
  [join(SITE_DIR, SERVER_OUT_DIR), SITE_FILES.serverDir],
];

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
  const missing = BUILT_SITE_FILES.filter(([from]) => !existsSync(from));
  if (missing.length === 0) {
    mkdirSync(OUT_DIR, { recursive: true });
    for (const [from, to] of BUILT_SITE_FILES) cpSync(from, join(OUT_DIR, to), { recursive: true });
  } else if (siteRequired) {
    throw new Error(
      `${missing.map(([from]) => from).join(', ')} missing: build the site (npm run build) before the functions.`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildFunctions();
