import path from 'node:path';

export const SHELL_CHUNK = 'shell';

/** What every first visit loads after `load`: the PWA's notices and update flow, the consent banner. */
export const AFTER_LOAD_CHUNK = 'after-load';

/** Home, where most visits start and whose media components most pages use, is in the shell. */
export const ROUTES_IN_SHELL: readonly string[] = ['/'];

export const SHELL_ROOTS: readonly string[] = [
  'src/app/start-app.tsx',
  ...ROUTES_IN_SHELL.map((routeId) => `${routeFileFor(routeId)}?tsr-split=component`),
];

/** `/about` → `src/routes/about.tsx`, `/programs/` → `src/routes/programs/index.tsx` (TanStack's file routes). */
export function routeFileFor(routeId: string): string {
  return `src/routes${routeId}${routeId.endsWith('/') ? 'index' : ''}.tsx`;
}

interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * A chunk for one moment of a first visit: `roots` and their static imports, except the entries'
 * (else the shell, and React, would load before the first paint). Rolldown alone splits shared modules
 * into dozens of tiny files, each a request and compressed worse than together.
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
