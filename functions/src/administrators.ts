import type { Auth, UserRecord } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  EMAIL_INVALID,
  emailProblem,
  type Administrator,
  type AdministratorsList,
  type AdministratorsRequest,
  type Invitation,
} from '../../src/shared/administrators';

/**
 * Who may manage the site: adds and removes the custom claim admin == true that firestore.rules and
 * the admin screens check (the same claim, kept beside any others, that `npm run grant-admin` sets
 * for the first administrator). Apart from the Functions runtime, so the tests drive it against the
 * Auth emulator. Every refusal is an HttpsError whose message the dashboard shows as it is.
 */

/** Who called, as the callable protocol verified it from the ID token; undefined when signed out. */
export interface Caller {
  uid: string;
  token: Record<string, unknown>;
}

const isAdministrator = (user: UserRecord): boolean => user.customClaims?.['admin'] === true;

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** Every account carrying the claim, by e-mail address. A charity has a handful of accounts: listing them all is cheap. */
export async function listAdministrators(auth: Auth): Promise<Administrator[]> {
  const found: Administrator[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (isAdministrator(user)) found.push({ uid: user.uid, email: user.email ?? '(no e-mail address)' });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return found.sort((a, b) => a.email.localeCompare(b.email));
}

const readRequest = (data: unknown): AdministratorsRequest => {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (fields['action'] === 'list') return { action: 'list' };
  if (fields['action'] === 'invite' && typeof fields['email'] === 'string') {
    return { action: 'invite', email: fields['email'] };
  }
  if (fields['action'] === 'remove' && typeof fields['uid'] === 'string' && fields['uid'] !== '') {
    return { action: 'remove', uid: fields['uid'] };
  }
  throw new HttpsError('invalid-argument', 'The request was not understood: reload the page and try again.');
};

async function invite(auth: Auth, rawEmail: string): Promise<Invitation> {
  const problem = emailProblem(rawEmail);
  if (problem) throw new HttpsError('invalid-argument', problem);
  const email = rawEmail.trim().toLowerCase();
  let user: UserRecord;
  let created = false;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
    // No password: the invitee chooses one through the link below (or Forgot password? at /admin).
    user = await auth.createUser({ email }).catch((creating: unknown) => {
      throw errorCode(creating) === 'auth/invalid-email' ? new HttpsError('invalid-argument', EMAIL_INVALID) : creating;
    });
    created = true;
  }
  if (isAdministrator(user)) throw new HttpsError('already-exists', `${email} is already an administrator.`);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  if (!created) return { email, created };
  // Firebase's own page to choose a password; without a continue address, so no domain needs authorising.
  const passwordLink = await auth.generatePasswordResetLink(email);
  return { email, created, passwordLink };
}

/** Anyone, the caller included, as long as another administrator remains. */
async function remove(auth: Auth, uid: string): Promise<AdministratorsList> {
  const administrators = await listAdministrators(auth);
  const target = administrators.find((each) => each.uid === uid);
  if (!target) throw new HttpsError('not-found', 'That account is not an administrator (any more): reload the list.');
  if (administrators.length === 1) {
    throw new HttpsError(
      'failed-precondition',
      `${target.email} is the only administrator, and the site always needs one. Invite another administrator first.`,
    );
  }
  const user = await auth.getUser(uid);
  const claims = { ...user.customClaims };
  delete claims['admin'];
  await auth.setCustomUserClaims(uid, claims);
  // Their current ID token still carries the claim for up to an hour: revoking the refresh token
  // signs them out when it expires instead of minting a new one (the rules see a fresh token then).
  await auth.revokeRefreshTokens(uid);
  return { administrators: administrators.filter((each) => each.uid !== uid) };
}

/**
 * One call at a time: the function runs on one instance (index.ts), and this queue makes its
 * concurrent calls take turns, so two administrators removing each other at once cannot both pass
 * the "another one remains" check and leave none.
 */
let turn: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const result = turn.then(work, work);
  turn = result.catch(() => undefined);
  return result;
};

export async function manageAdministrators(
  auth: Auth,
  caller: Caller | undefined,
  data: unknown,
): Promise<AdministratorsList | Invitation> {
  if (!caller) throw new HttpsError('unauthenticated', 'Sign in as an administrator first.');
  if (caller.token['admin'] !== true) {
    throw new HttpsError('permission-denied', 'Only an administrator can see or change who the administrators are.');
  }
  const request = readRequest(data);
  return oneAtATime(async () => {
    // The token's claim can be up to an hour old: someone just removed is refused at once.
    if (!isAdministrator(await auth.getUser(caller.uid))) {
      throw new HttpsError('permission-denied', 'You are no longer an administrator. Sign out and sign in again.');
    }
    if (request.action === 'list') return { administrators: await listAdministrators(auth) };
    if (request.action === 'invite') return invite(auth, request.email);
    return remove(auth, request.uid);
  });
}
