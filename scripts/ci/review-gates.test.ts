import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bankDetailsConfirmedBy,
  changedBankDetails,
  CONFIRMATION,
  isContentOnly,
  ownersOf,
  type Review,
} from './review-gates';

const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as { bankAccounts: Record<string, object> };
const withNairaNumber = (accountNumber: string) => ({
  ...site,
  bankAccounts: { ...site.bankAccounts, naira: { ...site.bankAccounts['naira'], accountNumber } },
});

describe('the content fast lane', () => {
  it('takes a change made only in the editor: content files and uploaded media', () => {
    expect(isContentOnly(['content/home.json', 'public/images/uploads/well.jpg', 'public/videos/story2.mp4'])).toBe(
      true,
    );
  });

  it('leaves any change to code, tests or settings to the whole suite', () => {
    expect(isContentOnly(['content/home.json', 'src/config/site.ts'])).toBe(false);
    expect(isContentOnly(['firestore.rules'])).toBe(false);
    expect(isContentOnly([])).toBe(false);
  });
});

describe('bank details in a pull request', () => {
  it('names the account field that changed, and nothing when only other content changed', () => {
    expect(changedBankDetails(site, withNairaNumber('9999999999'))).toEqual(['naira.accountNumber']);
    expect(changedBankDetails(site, { ...site, contact: { email: 'new@charity.ng' } })).toEqual([]);
  });

  const owners = ownersOf('* @lead\n/content/site.json @treasurer @org/team\n', 'content/site.json');
  const review = (change: Partial<Review>): Review => ({
    user: { login: 'treasurer' },
    state: 'APPROVED',
    body: `Called the bank: ${CONFIRMATION}.`,
    commit_id: 'head',
    ...change,
  });

  it('reads the owners of the site file from CODEOWNERS, the last matching line winning', () => {
    expect(owners).toEqual(['@treasurer']);
    expect(ownersOf('* @lead\n', 'content/site.json')).toEqual(['@lead']);
  });

  it("is confirmed by a code owner's approving review of the latest commit that says so", () => {
    expect(bankDetailsConfirmedBy([review({})], owners, 'head')).toBe('treasurer');
  });

  it('is not confirmed by anyone else, by a review of an older commit, or without the words', () => {
    expect(bankDetailsConfirmedBy([review({ user: { login: 'staff-writer' } })], owners, 'head')).toBeUndefined();
    expect(bankDetailsConfirmedBy([review({ commit_id: 'older' })], owners, 'head')).toBeUndefined();
    expect(bankDetailsConfirmedBy([review({ body: 'Looks good' })], owners, 'head')).toBeUndefined();
    expect(bankDetailsConfirmedBy([review({ state: 'COMMENTED' })], owners, 'head')).toBeUndefined();
  });
});

describe('the bank details check as the workflow runs it', () => {
  /** A repository whose main has the real site file, and a pull request that changes the naira account number. */
  function pullRequestChangingTheAccountNumber(): string {
    const repo = mkdtempSync(join(tmpdir(), 'bank-check-'));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q', '-b', 'main');
    execFileSync('mkdir', ['-p', join(repo, 'content'), join(repo, '.github')]);
    writeFileSync(join(repo, '.github/CODEOWNERS'), '/content/site.json @treasurer\n');
    writeFileSync(join(repo, 'content/site.json'), JSON.stringify(site));
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'main');
    writeFileSync(join(repo, 'content/site.json'), JSON.stringify(withNairaNumber('9999999999')));
    return repo;
  }

  const run = (repo: string, reviews: Review[]) => {
    writeFileSync(join(repo, 'reviews.json'), JSON.stringify(reviews));
    try {
      execFileSync(
        process.execPath,
        [
          resolve('node_modules/tsx/dist/cli.mjs'),
          resolve('scripts/ci/check-bank-details.ts'),
          'main',
          'head',
          'reviews.json',
        ],
        {
          cwd: repo,
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
      return { status: 0, message: '' };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { status: failed.status, message: failed.stderr };
    }
  };

  it('fails a pull request that changes an account number until a code owner confirms it', () => {
    const repo = pullRequestChangingTheAccountNumber();
    try {
      const unconfirmed = run(repo, []);
      expect(unconfirmed.status).toBe(1);
      expect(unconfirmed.message).toContain('naira.accountNumber');
      expect(unconfirmed.message).toContain('@treasurer');
      const confirmed = run(repo, [
        { user: { login: 'treasurer' }, state: 'APPROVED', body: 'Bank details confirmed', commit_id: 'head' },
      ]);
      expect(confirmed.status).toBe(0);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
    // Two runs of tsx, each a second or more on a busy machine.
  }, 60_000);
});
