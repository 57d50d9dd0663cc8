import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPhaseChunkName } from './load-phase-chunks';

const ROOT = '/project';
const at = (file: string): string => path.resolve(ROOT, file);

/** A module graph of static imports, as rolldown's chunking context reports it. */
const graph: Record<string, string[]> = {
  [at('src/main.tsx')]: [at('src/lib/page-modules.ts')],
  [at('src/app/start-app.tsx')]: [at('src/lib/page-modules.ts'), at('src/layout.tsx')],
  [at('src/layout.tsx')]: [at('src/ui/button.ts')],
  [at('src/ui/button.ts')]: [],
  [at('src/lib/page-modules.ts')]: [],
  [at('src/notices.tsx')]: [at('src/ui/button.ts'), at('src/notice-texts.ts')],
  [at('src/notice-texts.ts')]: [],
  [at('src/routes/about.tsx')]: [at('src/ui/button.ts')],
};
const context = { getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] ?? [] } : null) };

describe('load-phase chunks', () => {
  const shell = loadPhaseChunkName('shell', ['src/app/start-app.tsx'], ['src/main.tsx'], ROOT);

  it('names the roots and all they import statically', () => {
    for (const file of ['src/app/start-app.tsx', 'src/layout.tsx', 'src/ui/button.ts']) {
      expect(shell(at(file), context)).toBe('shell');
    }
  });

  it("leaves the entry's own imports to the entry, and modules the roots never reach to automatic splitting", () => {
    expect(shell(at('src/lib/page-modules.ts'), context)).toBeNull();
    expect(shell(at('src/main.tsx'), context)).toBeNull();
    expect(shell(at('src/routes/about.tsx'), context)).toBeNull();
    expect(shell(at('src/notice-texts.ts'), context)).toBeNull();
  });
});
