/**
 * Whether a built site may go live: `npm run build` and firebase.json's `predeploy` refuse a build for
 * the local stack (which talks to emulators at 127.0.0.1: deployed, the blog and admin would be dead)
 * and one that would publish its source maps.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

/** Where an address or a project id could hide. */
const TEXT_FILES = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.xml', '.svg', '.yml']);

/** `demo-project` ships in every build: the Firebase SDK names it in the mock tokens it makes for emulators. */
const LOCAL_STACK_TRACES: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /127\.0\.0\.1/, what: '127.0.0.1' },
  { pattern: /\bdemo-(?!project\b)[a-z0-9-]+/, what: 'a demo- project' },
];

/** Decap's own scripts list 127.0.0.1 for its local backend; no setting of ours reaches them. */
const isEditorScript = (file: string): boolean => /^cms[\\/][\w.-]*decap-cms\.js$/.test(file);

/** `file` relative to the site's folder. */
export type Refusal = { file: string; reason: string };

export function* filesIn(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (entry.isFile()) yield path;
  }
}

export function deployRefusals(siteDir: string): Refusal[] {
  const refusals: Refusal[] = [];
  for (const path of filesIn(siteDir)) {
    const file = relative(siteDir, path);
    const extension = extname(path);
    if (extension === '.map') {
      refusals.push({ file, reason: 'is a source map' });
      continue;
    }
    if (!TEXT_FILES.has(extension) || isEditorScript(file)) continue;
    const text = readFileSync(path, 'utf8');
    for (const { pattern, what } of LOCAL_STACK_TRACES) {
      const found = pattern.exec(text);
      if (found) refusals.push({ file, reason: `mentions ${what} (${found[0]})` });
    }
  }
  return refusals;
}

const SHOWN = 3;

export function refusalSentence(siteLabel: string, refusals: readonly Refusal[]): string {
  const listed = refusals
    .slice(0, SHOWN)
    .map(({ file, reason }) => `${file} ${reason}`)
    .join('; ');
  const more = refusals.length > SHOWN ? ` and ${refusals.length - SHOWN} more` : '';
  return (
    `${siteLabel} cannot be deployed (${listed}${more}): it was built for the local stack or keeps its ` +
    'source maps, so run npm run build with your .env.production and deploy again.'
  );
}
