import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Comments that name a file of this repository, from its root or relative to the file ("see
 * src/lib/page-head.ts", "./comment-paths.test.ts"), must name one that exists: a reader follows them,
 * and a renamed file leaves them pointing nowhere.
 */
const ROOT = resolve('.');
/** Folders that tools write into: what comments name there appears when the tool runs. */
const GENERATED = ['bench/results/'];
const SOURCE_DIRECTORIES = ['src', 'sw', 'scripts', 'tests'];
const TOP_LEVEL_DIRECTORIES = ['src', 'sw', 'scripts', 'tests', 'docs', 'public', 'bench'];
const SOURCE_FILE = /\.(ts|tsx|js|css)$/;
// Written without their extension, as imports are.
const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.css'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

const files = [
  ...SOURCE_DIRECTORIES.flatMap((directory) => sourceFiles(join(ROOT, directory))),
  ...readdirSync(ROOT)
    .filter((name) => SOURCE_FILE.test(name))
    .map((name) => join(ROOT, name)),
].filter((file) => !file.endsWith('route-tree.gen.ts'));

/** Every comment of a script, found by TypeScript's parser (a regular expression can look like one). */
function scriptComments(file: string, text: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...found.values()];
}

const cssComments = (text: string): string[] => text.match(/\/\*[\s\S]*?\*\//g) ?? [];

const PATH = new RegExp(
  String.raw`(?<![\w./@:-])(?:\.{1,2}/|(?:${TOP_LEVEL_DIRECTORIES.join('|')})/)[\w.$@-]+(?:/[\w.$@-]+)*`,
  'g',
);

function pathsIn(comment: string): string[] {
  return [...comment.matchAll(PATH)].map((match) => match[0].replace(/\.+$/, ''));
}

function exists(path: string, from: string): boolean {
  if (GENERATED.some((folder) => path.startsWith(folder))) return true;
  const base = path.startsWith('.') ? resolve(dirname(from), path) : resolve(ROOT, path);
  return MODULE_EXTENSIONS.some((extension) => existsSync(base + extension));
}

describe('paths in comments', () => {
  it('finds the comments that name files', () => {
    // The check itself: this file's own header comment names a path that exists.
    const here = files.find((file) => file.endsWith('comment-paths.test.ts')) ?? '';
    expect(scriptComments(here, readFileSync(here, 'utf8')).flatMap(pathsIn)).toContain('src/lib/page-head.ts');
    expect(pathsIn('/* see ./a.ts and src/b/$c.tsx. Not https://example.org/src/x.ts */')).toEqual([
      './a.ts',
      'src/b/$c.tsx',
    ]);
  });

  it('name only files and folders that exist in the repository', () => {
    const missing = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const comments = file.endsWith('.css') ? cssComments(text) : scriptComments(file, text);
      return comments
        .flatMap(pathsIn)
        .filter((path) => !exists(path, file))
        .map((path) => `${relative(ROOT, file)}: ${path}`);
    });
    expect(missing).toEqual([]);
  });
});
