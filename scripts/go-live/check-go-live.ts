/** `npm run check:go-live`: lists what is still a placeholder, reading settings as `npm run build` does; exits 1 until none. */
import { loadEnv } from 'vite';
import { findPlaceholders } from './placeholders';

const root = process.cwd();
const found = findPlaceholders(root, { ...loadEnv('production', root, 'VITE_'), ...process.env });

if (found.length === 0) {
  console.log('Nothing is a placeholder any more: the site may go live (docs/deploy.md, "Go-live checklist").');
} else {
  console.error(`${String(found.length)} thing(s) still stand in for the charity's real details:\n`);
  for (const { where, what } of found) console.error(`- ${where}: ${what}`);
  console.error('\nReplace each one (docs/deploy.md, "Go-live checklist"), then run npm run check:go-live again.');
  process.exit(1);
}
