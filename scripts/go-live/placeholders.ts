/** What still stands in for the charity's real details: every place docs/deploy.md's checklist names. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseEnv, type RawEnv } from '../../src/config/env-schema';
import { PLACEHOLDER_MARKER } from '../media/media-files';

export interface Placeholder {
  /** A path (and line) or a setting's name. */
  where: string;
  what: string;
}

/** `// PLACEHOLDER: …` beside an invented value; not a name such as PLACEHOLDER_HEADER, nor the word quoted. */
const MARKER = /\bPLACEHOLDER(?![_`"'])\b/;
const EXAMPLE_DOMAIN = /\bexample\.(org|com)\b/;

const read = (root: string, path: string): string | undefined =>
  existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined;

function filesUnder(root: string, dir: string, keep: (path: string) => boolean): string[] {
  const start = join(root, dir);
  if (!existsSync(start)) return [];
  return readdirSync(start, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter(keep)
    .sort();
}

/** Lines marked PLACEHOLDER, and example.org addresses in the YAML and JSON (which has no comments). */
function markedLines(root: string): Placeholder[] {
  const sources = [
    ...filesUnder(root, 'src', (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)),
    'editor/cms/config.yml',
    'firebase.json',
    '.github/CODEOWNERS',
  ];
  return sources.flatMap((path) =>
    (read(root, path) ?? '')
      .split('\n')
      .flatMap((line, index) =>
        MARKER.test(line) || (/\.(yml|json)$/.test(path) && EXAMPLE_DOMAIN.test(line))
          ? [{ where: `${path}:${String(index + 1)}`, what: line.trim().replace(/^(\/\/|#|\*)\s*/, '') }]
          : [],
      ),
  );
}

function contentPlaceholders(root: string): Placeholder[] {
  const found: Placeholder[] = [];
  const visit = (value: unknown, path: string, file: string): void => {
    if (typeof value === 'string' && EXAMPLE_DOMAIN.test(value)) found.push({ where: `${file} ${path}`, what: value });
    if (typeof value !== 'object' || value === null) return;
    if ('placeholder' in value && value.placeholder === true)
      found.push({ where: `${file} ${path}`, what: 'marked "placeholder": true (sample details)' });
    for (const [key, child] of Object.entries(value)) visit(child, path ? `${path}.${key}` : key, file);
  };
  for (const file of filesUnder(root, 'content', (path) => path.endsWith('.json'))) {
    visit(JSON.parse(read(root, file) ?? 'null'), '', file);
  }
  return found;
}

/** One line per folder. */
function placeholderMedia(root: string): Placeholder[] {
  const media = filesUnder(root, 'public', (path) => /\.(jpe?g|png|mp4)$/i.test(path)).filter((path) =>
    readFileSync(join(root, path)).includes(PLACEHOLDER_MARKER),
  );
  const byFolder = new Map<string, string[]>();
  for (const path of media) {
    const folder = path.slice(0, path.lastIndexOf('/'));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), path]);
  }
  return [...byFolder].map(([folder, files]) => ({
    where: folder,
    what: `${String(files.length)} placeholder photo(s) or video(s), e.g. ${files[0] ?? ''}`,
  }));
}

/** The live project, and its two Hosting sites (firebase.json's targets), as docs/deploy.md applies them. */
function firebaseProject(root: string): Placeholder[] {
  const rc = JSON.parse(read(root, '.firebaserc') ?? '{}') as {
    projects?: { default?: string };
    targets?: Record<string, { hosting?: Record<string, string[]> }>;
  };
  const project = rc.projects?.default;
  if (project === undefined || project.startsWith('demo-'))
    return [
      { where: '.firebaserc', what: `the default project is "${project ?? ''}", not the charity's Firebase project` },
    ];
  const sites = rc.targets?.[project]?.hosting ?? {};
  return ['site', 'editor']
    .filter((target) => !sites[target]?.length)
    .map((target) => ({
      where: '.firebaserc',
      what: `no Hosting site of ${project} for the target "${target}" (firebase target:apply hosting ${target} <site-id>)`,
    }));
}

function productionSettings(env: RawEnv): Placeholder[] {
  try {
    const { paystack } = parseEnv(env, 'production');
    return paystack?.publicKey.startsWith('pk_test_')
      ? [{ where: 'VITE_PAYSTACK_PUBLIC_KEY', what: 'a test key (pk_test_…): no real gift can be made' }]
      : [];
  } catch (error) {
    return [{ where: '.env.production', what: error instanceof Error ? error.message : String(error) }];
  }
}

export function findPlaceholders(root: string, env: RawEnv): Placeholder[] {
  return [
    ...markedLines(root),
    ...contentPlaceholders(root),
    ...placeholderMedia(root),
    ...firebaseProject(root),
    ...productionSettings(env),
  ];
}
