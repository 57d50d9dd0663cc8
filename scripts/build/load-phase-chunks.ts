import path from 'node:path';

/** The chunk of what every page's start imports; src/main.tsx loads it on every page. */
export const SHELL_CHUNK = 'shell';

/** The chunk of what every first visit loads after `load`: the PWA's notices and update flow, the consent banner. */
export const AFTER_LOAD_CHUNK = 'after-load';

/**
 * Routes whose page is in the shell rather than in a chunk of its own: Home, where most visits
 * start, and whose media components most other pages use too.
 */
export const ROUTES_IN_SHELL: readonly string[] = ['/'];

/** `src/routes/index.tsx` → the page component the router plugin splits from it. */
const pageComponentOf = (routeFile: string): string => `${routeFile}?tsr-split=component`;

/** The modules the shell chunk is made of, with everything they import statically. */
export const SHELL_ROOTS: readonly string[] = [
  'src/app/start-app.tsx',
  ...ROUTES_IN_SHELL.map((routeId) => pageComponentOf(routeFileFor(routeId))),
];

/** `/about` → `src/routes/about.tsx`, `/programs/` → `src/routes/programs/index.tsx` (TanStack's file routes). */
export function routeFileFor(routeId: string): string {
  return `src/routes${routeId}${routeId.endsWith('/') ? 'index' : ''}.tsx`;
}

/** What rolldown's chunking context offers a group's `name` function (the part used here). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * A chunk for one moment of a first visit: `roots` and everything they import statically, except
 * what the build's entries (`entries`) import statically, which must stay theirs: a module of the
 * shell imported by src/main.tsx would make the shell, and React with it, a static import of the
 * entry, downloaded before the first paint.
 *
 * Rolldown's automatic splitting gives every module shared by a different set of routes a chunk of
 * its own: Home's first visit downloaded some thirty files of 0.1 to 1 KB each. Compressed one by
 * one they cost about a third more than together, and each is a request on a slow network. A group
 * whose `name` is this function gathers them instead; modules it does not name keep the automatic
 * splitting. Paths are relative to the project.
 */
export function loadPhaseChunkName(
  chunk: string,
  roots: readonly string[],
  entries: readonly string[],
  projectRoot = process.cwd(),
) {
  let members: Set<string> | undefined;
  return (moduleId: string, context: ChunkingContext): string | null => {
    if (!members) {
      const resolve = (files: readonly string[]) => files.map((file) => path.resolve(projectRoot, file));
      const entryModules = staticallyReachable(resolve(entries), context, new Set());
      members = staticallyReachable(resolve(roots), context, entryModules);
    }
    return members.has(moduleId) ? chunk : null;
  };
}

function staticallyReachable(roots: string[], context: ChunkingContext, outside: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const info = reached.has(id) || outside.has(id) ? null : context.getModuleInfo(id);
    if (!info) continue;
    reached.add(id);
    pending.push(...info.importedIds);
  }
  return reached;
}
