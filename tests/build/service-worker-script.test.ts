import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readDist } from './built-site';

describe('dist/sw.js', () => {
  it('is one function called at once, the classic script the page registers (vite.config.ts: iife)', () => {
    // The "es" format would leave every name at the top of the worker's global scope, and builds it
    // with Rolldown's deprecated inlineDynamicImports, a warning in every build.
    const script = ts.createSourceFile('sw.js', readDist('sw.js'), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
    const statements = script.statements.filter((statement) => !ts.isEmptyStatement(statement));
    expect(statements).toHaveLength(1);
    const [only] = statements;
    expect(only && ts.isExpressionStatement(only) && ts.isCallExpression(only.expression)).toBe(true);
  });
});
