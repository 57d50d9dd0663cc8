/** `npm run kill-switch [-- <folder>]`: sw/kill-switch.ts in place of the built sw.js (docs/deploy.md). */
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { killSwitchScript } from './kill-switch-script';

const siteDir = resolve(process.argv[2] ?? 'dist');
const target = join(siteDir, 'sw.js');
if (!existsSync(target)) {
  console.error(`${relative(process.cwd(), target)} is missing: run npm run build first, then npm run kill-switch.`);
  process.exit(1);
}
writeFileSync(target, killSwitchScript());
console.log(
  `${relative(process.cwd(), target)} is now the kill switch: deploy it with npx firebase deploy --only hosting.`,
);
