/** Run on every pull request: fails while it changes bank details no code owner confirmed on its latest commit. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { bankDetailsConfirmedBy, changedBankDetails, CONFIRMATION, ownersOf, type Review } from './review-gates';

const SITE_FILE = 'content/site.json';
const [baseRef, headSha, reviewsFile] = process.argv.slice(2);
if (!baseRef || !headSha || !reviewsFile) {
  console.error('Usage: tsx scripts/ci/check-bank-details.ts <base-ref> <head-sha> <reviews.json>');
  process.exit(2);
}

const before: unknown = JSON.parse(execFileSync('git', ['show', `${baseRef}:${SITE_FILE}`], { encoding: 'utf8' }));
const after: unknown = JSON.parse(readFileSync(SITE_FILE, 'utf8'));
const changed = changedBankDetails(before, after);
if (changed.length === 0) {
  console.log('No bank details change in this pull request.');
  process.exit(0);
}

const owners = ownersOf(readFileSync('.github/CODEOWNERS', 'utf8'), SITE_FILE);
const reviews = JSON.parse(readFileSync(reviewsFile, 'utf8')) as Review[];
const confirmer = bankDetailsConfirmedBy(reviews, owners, headSha);
if (confirmer) {
  console.log(`Bank details changed (${changed.join(', ')}) and confirmed by ${confirmer}.`);
} else {
  console.error(
    `This pull request changes bank details (${changed.join(', ')}). A code owner of ${SITE_FILE} ` +
      `(${owners.join(', ') || 'none named in .github/CODEOWNERS'}) must check them with the bank, then approve ` +
      `the latest commit with a review that says "${CONFIRMATION}".`,
  );
  process.exit(1);
}
