import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers live in eslint.config.js (import-x/no-restricted-paths); this lints an import as if it
// were written in an existing file of each layer, so the project's own configuration decides.
const REPO_ROOT = process.cwd();
// Only this rule, without type information: it needs the files' paths, not their types, and building
// the TypeScript programs of src and sw would take most of a minute on a busy machine.
const eslint = new ESLint({
  cwd: REPO_ROOT,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});
const layerErrors = async (code: string, file: string): Promise<number> => {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').length;
};

describe('the lint guard for the layers', () => {
  it(
    'refuses an import up the layers, from a feature into another, or from the worker into page code',
    {
      timeout: 60_000,
    },
    async () => {
      expect(await layerErrors("import '../features/auth/use-auth';", 'src/components/not-found-view.tsx')).toBe(1);
      expect(await layerErrors("import '../components/not-found-view';", 'src/lib/page-head.ts')).toBe(1);
      expect(await layerErrors("import '../contact/contact-texts';", 'src/features/impact/impact-page.tsx')).toBe(1);
      expect(await layerErrors("import '../src/features/auth/use-auth';", 'sw/newest-posts.ts')).toBe(1);
      expect(await layerErrors("import '../src/config/site';", 'sw/newest-posts.ts')).toBe(1);
      expect(await layerErrors("import '../lib/page-head';", 'src/shared/sw-contract.ts')).toBe(1);
    },
  );

  it('lets each layer import the layers below it, and a feature its own files', async () => {
    expect(await layerErrors("import '../../components/not-found-view';", 'src/features/impact/impact-page.tsx')).toBe(
      0,
    );
    expect(await layerErrors("import './story-card';", 'src/features/impact/impact-page.tsx')).toBe(0);
    expect(await layerErrors("import '../features/contact/contact-page';", 'src/routes/contact.tsx')).toBe(0);
    expect(await layerErrors("import '../src/lib/posts/model/post';", 'sw/newest-posts.ts')).toBe(0);
    expect(await layerErrors("import '../src/shared/sw-contract';", 'sw/newest-posts.ts')).toBe(0);
  });
});
