/**
 * `npm run check:deploy [-- <folder>]` (default dist/): exits non-zero, with one sentence, when the
 * built site must not go live (see deployable.ts). Run by `npm run build` and by Firebase's
 * predeploy hook, which passes the Hosting folder.
 */
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { deployRefusals, refusalSentence } from './deployable';

const siteDir = resolve(process.argv[2] ?? 'dist');
const label = relative(process.cwd(), siteDir) || '.';

if (!existsSync(siteDir)) {
  console.error(`${label} does not exist: run npm run build first.`);
  process.exit(1);
}
const refusals = deployRefusals(siteDir);
if (refusals.length > 0) {
  console.error(refusalSentence(`${label}/`, refusals));
  process.exit(1);
}
console.log(`${label}/ may be deployed: no local-stack addresses, no demo project, no source maps.`);
