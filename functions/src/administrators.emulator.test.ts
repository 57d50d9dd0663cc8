import type { Auth } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMAIL_MISSING } from '../../src/shared/administrators';
import { clearAuth, stackAuth } from '../../tests/gifts/stack-auth';
import { manageAdministrators, type Caller } from './administrators';

/**
 * The administrators function's rules against the real Auth emulator (npm run test:stack), in a
 * project of its own so the site's seeded accounts are untouched. tests/gifts/administrators-function
 * calls the deployed function with real ID tokens.
 */
const PROJECT = 'demo-admins-handler';
let auth: Auth;

beforeAll(async () => {
  auth = await stackAuth(PROJECT);
});

let first: Caller;

/** Each test starts with one administrator (as grant-admin leaves it) and one plain member. */
beforeEach(async () => {
  await clearAuth(PROJECT);
  const admin = await auth.createUser({ email: 'first@example.org', password: 'first12345' });
  await auth.setCustomUserClaims(admin.uid, { admin: true, editor: 'blog' });
  await auth.createUser({ email: 'member@example.org', password: 'member12345' });
  first = { uid: admin.uid, token: { admin: true } };
});

const call = (caller: Caller | undefined, data: unknown) => manageAdministrators(auth, caller, data);

/** The refusal a call ends in: its code and the sentence the dashboard shows. */
const refusal = async (promise: Promise<unknown>): Promise<{ code: string; message: string }> => {
  const error: unknown = await promise.then(
    () => new Error('the call was not refused'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpsError);
  const { code, message } = error as HttpsError;
  return { code, message };
};

const emails = async (caller: Caller) => {
  const answer = await call(caller, { action: 'list' });
  return 'administrators' in answer ? answer.administrators.map((each) => each.email) : [];
};

describe('the administrators function', () => {
  it('refuses a signed-out caller and a signed-in member, whatever they ask', async () => {
    const member = await auth.getUserByEmail('member@example.org');
    const memberCaller = { uid: member.uid, token: { email: 'member@example.org' } };
    expect(await refusal(call(undefined, { action: 'list' }))).toMatchObject({ code: 'unauthenticated' });
    for (const data of [
      { action: 'list' },
      { action: 'invite', email: 'x@example.org' },
      { action: 'remove', uid: first.uid },
    ]) {
      expect(await refusal(call(memberCaller, data))).toEqual({
        code: 'permission-denied',
        message: 'Only an administrator can see or change who the administrators are.',
      });
    }
    expect((await auth.getUser(first.uid)).customClaims).toEqual({ admin: true, editor: 'blog' });
    expect(await auth.getUserByEmail('x@example.org').catch(() => null)).toBeNull();
  });

  it('lists the administrators only, by e-mail address', async () => {
    expect(await call(first, { action: 'list' })).toEqual({
      administrators: [{ uid: first.uid, email: 'first@example.org' }],
    });
  });

  it('makes an existing account an administrator, keeping its other claims and its password', async () => {
    const member = await auth.getUserByEmail('member@example.org');
    await auth.setCustomUserClaims(member.uid, { newsletter: true });
    expect(await call(first, { action: 'invite', email: '  Member@Example.org ' })).toEqual({
      email: 'member@example.org',
      created: false,
    });
    expect((await auth.getUser(member.uid)).customClaims).toEqual({ newsletter: true, admin: true });
    expect(await emails(first)).toEqual(['first@example.org', 'member@example.org']);
  });

  it('creates the account of someone new, with the claim and a link to choose a password', async () => {
    const answer = await call(first, { action: 'invite', email: 'new.helper@example.org' });
    expect(answer).toMatchObject({ email: 'new.helper@example.org', created: true });
    const link = new URL((answer as { passwordLink: string }).passwordLink);
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('oobCode')).toMatch(/\S/);
    const invited = await auth.getUserByEmail('new.helper@example.org');
    expect(invited.customClaims).toEqual({ admin: true });
    expect(invited.passwordHash).toBeUndefined();
  });

  it('says what is wrong with a missing or malformed address, or one already an administrator', async () => {
    expect(await refusal(call(first, { action: 'invite', email: '   ' }))).toEqual({
      code: 'invalid-argument',
      message: EMAIL_MISSING,
    });
    expect(await refusal(call(first, { action: 'invite', email: 'helper at example.org' }))).toEqual({
      code: 'invalid-argument',
      message: EMAIL_INVALID,
    });
    expect(await refusal(call(first, { action: 'invite', email: 'first@example.org' }))).toEqual({
      code: 'already-exists',
      message: 'first@example.org is already an administrator.',
    });
    expect(await refusal(call(first, { action: 'promote', email: 'x@example.org' }))).toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('removes an administrator: the claim goes, other claims stay, and their sessions are revoked', async () => {
    const invited = await call(first, { action: 'invite', email: 'member@example.org' });
    expect(invited).toMatchObject({ created: false });
    const member = await auth.getUserByEmail('member@example.org');
    const before = Date.now();
    expect(await call(first, { action: 'remove', uid: member.uid })).toEqual({
      administrators: [{ uid: first.uid, email: 'first@example.org' }],
    });
    const removed = await auth.getUser(member.uid);
    expect(removed.customClaims ?? {}).toEqual({});
    expect(Date.parse(removed.tokensValidAfterTime ?? '')).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(await emails(first)).toEqual(['first@example.org']);
    // Their ID token still says admin for up to an hour; the function asks the account itself.
    expect(await refusal(call({ uid: member.uid, token: { admin: true } }, { action: 'list' }))).toEqual({
      code: 'permission-denied',
      message: 'You are no longer an administrator. Sign out and sign in again.',
    });
  });

  it('refuses to remove the last administrator, the caller themselves included, and lets one leave while another remains', async () => {
    expect(await refusal(call(first, { action: 'remove', uid: first.uid }))).toEqual({
      code: 'failed-precondition',
      message:
        'first@example.org is the only administrator, and the site always needs one. Invite another administrator first.',
    });
    expect((await auth.getUser(first.uid)).customClaims).toEqual({ admin: true, editor: 'blog' });

    await call(first, { action: 'invite', email: 'second@example.org' });
    const second = await auth.getUserByEmail('second@example.org');
    expect(await call(first, { action: 'remove', uid: first.uid })).toEqual({
      administrators: [{ uid: second.uid, email: 'second@example.org' }],
    });
    expect((await auth.getUser(first.uid)).customClaims).toEqual({ editor: 'blog' });
  });

  it('leaves one administrator when two remove each other at the same moment', async () => {
    await call(first, { action: 'invite', email: 'second@example.org' });
    const second = await auth.getUserByEmail('second@example.org');
    const outcomes = await Promise.allSettled([
      call(first, { action: 'remove', uid: second.uid }),
      call({ uid: second.uid, token: { admin: true } }, { action: 'remove', uid: first.uid }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await emails(first)).toHaveLength(1);
  });
});
