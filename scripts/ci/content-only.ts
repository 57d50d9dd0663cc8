/**
 * `tsx scripts/ci/content-only.ts <base> <head>`: prints `content_only=true` when every file changed
 * between the two commits is content the editor writes (review-gates.ts), else `content_only=false`;
 * the workflow appends it to $GITHUB_OUTPUT to choose the fast lane or the whole suite.
 */
import { execFileSync } from 'node:child_process';
import { isContentOnly } from './review-gates';

const [base, head] = process.argv.slice(2);
// A first push, or a base GitHub cannot name (all zeros), runs everything.
const known = base !== undefined && head !== undefined && !/^0+$/.test(base);
const changed = known
  ? execFileSync('git', ['diff', '--name-only', base, head], { encoding: 'utf8' }).split('\n').filter(Boolean)
  : [];
console.log(`content_only=${String(known && isContentOnly(changed))}`);
