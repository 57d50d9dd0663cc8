/** `npm run check:deploy [-- <folder>]` (default dist/): one sentence and exit 1 when the site must not go live. */
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
