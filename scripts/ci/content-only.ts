/** `content_only=true` when the commits change only content the editor writes, for the workflow's fast lane. */
import { execFileSync } from 'node:child_process';
import { isContentOnly } from './review-gates';

const [base, head] = process.argv.slice(2);
// A first push, or a base GitHub cannot name (all zeros), runs everything.
const known = base !== undefined && head !== undefined && !/^0+$/.test(base);
const changed = known
  ? execFileSync('git', ['diff', '--name-only', base, head], { encoding: 'utf8' }).split('\n').filter(Boolean)
  : [];
console.log(`content_only=${String(known && isContentOnly(changed))}`);
