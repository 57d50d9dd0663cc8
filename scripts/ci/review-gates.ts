/**
 * The decisions the workflow (.github/workflows/test-and-deploy.yml) takes about a change, kept here
 * as plain functions so they are tested like the rest of the code (review-gates.test.ts):
 * - whether a change touches only what staff edit at /cms, so it may take the content fast lane;
 * - which bank details a change alters, and whether a code owner has confirmed them on the pull
 *   request's latest commit (docs/deploy.md, "Bank details need a second pair of eyes").
 */

/** What the editor writes: the content files and the photos and videos uploaded with them. */
const CONTENT_PATHS = [/^content\//, /^public\/images\/uploads\//, /^public\/videos\//];

export function isContentOnly(changedPaths: readonly string[]): boolean {
  return changedPaths.length > 0 && changedPaths.every((path) => CONTENT_PATHS.some((pattern) => pattern.test(path)));
}

/** The fields of a bank account that send money somewhere. */
const MONEY_FIELDS = ['bankName', 'accountName', 'accountNumber', 'swiftCode'] as const;

type Accounts = Record<string, Partial<Record<(typeof MONEY_FIELDS)[number], unknown>>>;

const accountsOf = (site: unknown): Accounts =>
  typeof site === 'object' && site !== null && 'bankAccounts' in site && typeof site.bankAccounts === 'object'
    ? ((site.bankAccounts ?? {}) as Accounts)
    : {};

/** "naira.accountNumber" for each money field that differs between two versions of content/site.json. */
export function changedBankDetails(before: unknown, after: unknown): string[] {
  const [old, next] = [accountsOf(before), accountsOf(after)];
  const names = [...new Set([...Object.keys(old), ...Object.keys(next)])].sort();
  return names.flatMap((name) =>
    MONEY_FIELDS.filter((field) => old[name]?.[field] !== next[name]?.[field]).map((field) => `${name}.${field}`),
  );
}

/** A pull request review as GitHub's REST API lists it (GET /repos/{owner}/{repo}/pulls/{n}/reviews). */
export interface Review {
  user: { login: string } | null;
  state: string;
  body: string | null;
  commit_id: string;
}

/** The words a code owner writes in an approving review after checking the numbers with the bank. */
export const CONFIRMATION = 'bank details confirmed';

/**
 * The code owner who confirmed the bank details on this very commit, or undefined. A later push
 * changes the commit, so numbers changed again after the review must be confirmed again.
 */
export function bankDetailsConfirmedBy(
  reviews: readonly Review[],
  owners: readonly string[],
  headSha: string,
): string | undefined {
  const allowed = new Set(owners.map((owner) => owner.replace(/^@/, '').toLowerCase()));
  return reviews.find(
    (review) =>
      review.state === 'APPROVED' &&
      review.commit_id === headSha &&
      review.user !== null &&
      allowed.has(review.user.login.toLowerCase()) &&
      (review.body ?? '').toLowerCase().includes(CONFIRMATION),
  )?.user?.login;
}

/** The users CODEOWNERS names for a file (the last matching line wins, as on GitHub); teams are skipped. */
export function ownersOf(codeowners: string, file: string): string[] {
  let owners: string[] = [];
  for (const line of codeowners.split('\n')) {
    const [pattern, ...names] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!pattern) continue;
    const anchored = pattern.startsWith('/') ? pattern.slice(1) : pattern;
    if (anchored === '*' || anchored === file || (anchored.endsWith('/') && file.startsWith(anchored)))
      owners = names.filter((name) => !name.includes('/'));
  }
  return owners;
}
