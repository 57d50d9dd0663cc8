/**
 * The workflow's decisions about a change, as tested functions: whether it may take the content fast
 * lane, and whether a code owner confirmed changed bank details (docs/deploy.md).
 */

/** What the editor writes. */
const CONTENT_PATHS = [/^content\//, /^public\/images\/uploads\//, /^public\/videos\//];

export function isContentOnly(changedPaths: readonly string[]): boolean {
  return changedPaths.length > 0 && changedPaths.every((path) => CONTENT_PATHS.some((pattern) => pattern.test(path)));
}

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

/** As GitHub's REST API lists it. */
export interface Review {
  user: { login: string } | null;
  state: string;
  body: string | null;
  commit_id: string;
}

export const CONFIRMATION = 'bank details confirmed';

/** On this very commit, so numbers changed after the review must be confirmed again. */
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
