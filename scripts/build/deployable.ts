/**
 * Whether a built site may go live. `npm start` and `npm test` build the same site for the local
 * stack (`--mode stack`): it talks to the emulators at 127.0.0.1 under the demo project. Deployed, the
 * blog and admin would be dead and the contact outbox would tell every visitor they are offline. So a
 * production build (`npm run build`) and Firebase's `predeploy` hook (firebase.json) both run this
 * check and refuse such a site, and one that would publish its source maps.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

/** Files read as text (the editor's config.yml too), where an address or a project id could hide; pictures and videos cannot. */
const TEXT_FILES = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.xml', '.svg', '.yml']);

/**
 * Traces of the local stack. `demo-project` is excluded: the Firebase SDK itself names it as the
 * default project of the mock tokens it makes for the emulators, and it ships in every build.
 */
const LOCAL_STACK_TRACES: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /127\.0\.0\.1/, what: '127.0.0.1' },
  { pattern: /\bdemo-(?!project\b)[a-z0-9-]+/, what: 'a demo- project' },
];

/**
 * Decap's scripts under cms/ (scripts/build/cms-editor.ts), copied as they are from node_modules: the
 * editor itself lists 127.0.0.1 among the hosts where it may use a local backend. No setting of ours
 * reaches them, so a stack build cannot hide there.
 */
const isEditorScript = (file: string): boolean => /^cms[\\/][\w.-]*decap-cms\.js$/.test(file);

export interface Refusal {
  /** The file, relative to the site's folder. */
  file: string;
  reason: string;
}

function* filesIn(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (entry.isFile()) yield path;
  }
}

/** Everything that makes the site in `siteDir` unfit to deploy; empty when it may go live. */
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

/** One sentence for the person deploying: what is wrong, where, and what to do. */
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
