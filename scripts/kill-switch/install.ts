/** `npm run kill-switch [-- <folder>]`: sw/kill-switch.ts in place of the built sw.js (docs/deploy.md). */
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { killSwitchScript } from './kill-switch-script';

const target = join(resolve(process.argv[2] ?? 'dist'), 'sw.js');
const shown = relative(process.cwd(), target);
if (!existsSync(target)) {
  console.error(`${shown} is missing: run npm run build first, then npm run kill-switch.`);
  process.exit(1);
}
writeFileSync(target, killSwitchScript());
console.log(`${shown} is now the kill switch: deploy it with npx firebase deploy --only hosting.`);
