/**
 * What Firebase Hosting answers for a path of the built site, read from firebase.json as the emulator
 * and production read it: a file of dist/, the same with `.html` (cleanUrls), or a rewrite. The
 * catch-all rewrite serves the app shell for any path at all, so a path reaches a real page through
 * it only when the app has a route of that name (/admin); any other gets the app's "not found".
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { minimatch } from 'minimatch';
import { APP_SHELL_PATH, POST_PATH_PATTERN, POST_SHELL_PATH } from '../../src/shared/sw-contract';
import { DIST } from './built-site';
import { hostingSite } from '../../scripts/build/hosting-sites';

interface HostingConfig {
  target: string;
  cleanUrls?: boolean;
  /** To a file (`destination`) or to a Cloud Function (`function`: functions/src/blog). */
  rewrites?: { source: string; destination?: string; function?: { functionId: string } }[];
}

const hosting = hostingSite(
  (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: HostingConfig[] }).hosting,
  'site',
);

/**
 * Hosting matches `source` with extended globs (`!(…)`, `@(a|b)`, `**`); minimatch reads the same
 * syntax, so a rewrite that excludes folders is checked as Hosting applies it.
 */
const matchesSource = (source: string, path: string): boolean => minimatch(path, source, { dot: true });

/**
 * The app's routes without parameters, from the router's generated route tree (read as text:
 * importing it would load every page's code). Routes with a parameter are real pages only for the
 * values that were prerendered, which the file check finds.
 */
function staticAppRoutes(): Set<string> {
  const tree = readFileSync('src/route-tree.gen.ts', 'utf8');
  const byTo = /export interface FileRoutesByTo \{([^}]*)\}/.exec(tree)?.[1];
  if (byTo === undefined) throw new Error('src/route-tree.gen.ts has no FileRoutesByTo: has the router changed?');
  return new Set([...byTo.matchAll(/'([^']+)':/g)].map((match) => match[1] ?? '').filter((to) => !to.includes('$')));
}

const APP_ROUTES = staticAppRoutes();

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/**
 * The file of dist/ that Hosting serves for `path` (no query, no hash), `function:<id>` for what a
 * function makes, or undefined for a broken link.
 */
export function servedFile(path: string): string | undefined {
  const decoded = decodeURIComponent(path);
  const direct = join(DIST, decoded);
  if (isFile(direct)) return direct;
  if (hosting.cleanUrls) {
    const page = decoded === '/' ? join(DIST, 'index.html') : `${direct}.html`;
    if (isFile(page)) return page;
  }
  const rewrite = hosting.rewrites?.find(({ source }) => matchesSource(source, decoded));
  if (rewrite === undefined) return undefined;
  if (rewrite.function) {
    // The blog's function answers a post with the built post shell, its post filled in; its feed,
    // sitemap and photos are made from Firestore (tests/blog-server checks them on the stack).
    return POST_PATH_PATTERN.test(decoded) ? join(DIST, POST_SHELL_PATH) : `function:${rewrite.function.functionId}`;
  }
  if (rewrite.destination === undefined) return undefined;
  if (rewrite.destination === APP_SHELL_PATH && !APP_ROUTES.has(decoded)) return undefined;
  return join(DIST, rewrite.destination);
}

export const appRouteCount = (): number => APP_ROUTES.size;
