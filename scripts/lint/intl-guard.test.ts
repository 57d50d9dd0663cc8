import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The guard lives in eslint.config.js; this lints sample text as if it were in an existing file, so
// the project's own configuration (type-aware parsing included) decides. Vitest runs from the root.
const REPO_ROOT = process.cwd();
const eslint = new ESLint({ cwd: REPO_ROOT });
const rulesHit = async (code: string, file: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
};

const INTL_USES = [
  "export const n = new Intl.NumberFormat('en-NG').format(1000);",
  'export const d = (day: Date): string => day.toLocaleDateString();',
  'export const s = (a: string, b: string): number => a.localeCompare(b);',
].join('\n');

describe('the lint guard against Intl in page code', () => {
  it('refuses Intl, toLocale* and localeCompare in the pages’ code', { timeout: 60_000 }, async () => {
    expect(await rulesHit(INTL_USES, 'src/lib/digit-grouping.ts')).toEqual([
      'no-restricted-globals',
      'no-restricted-properties',
      'no-restricted-properties',
    ]);
  });

  it('lets tests use Intl to check the site’s own formatting', { timeout: 60_000 }, async () => {
    expect(await rulesHit(INTL_USES, 'src/lib/day-format.test.ts')).toEqual([]);
  });
});
