import { firebaseApp } from '../../lib/firebase-app';
import {
  ADMINISTRATORS_PATH,
  type AdministratorsList,
  type AdministratorsRequest,
  type Invitation,
} from '../../shared/administrators';

/**
 * The dashboard's calls to the administrators function, through firebase/functions (which sends the
 * signed-in administrator's ID token). Loaded when the panel first calls, so no page but the
 * dashboard downloads it. The address is Hosting's rewrite on the site's own origin (the Vite dev
 * server proxies it), so the Content-Security-Policy's connect-src 'self' covers it everywhere.
 */
async function callAdministrators<Answer>(request: AdministratorsRequest): Promise<Answer> {
  const { getFunctions, httpsCallableFromURL } = await import('firebase/functions');
  const url = new URL(ADMINISTRATORS_PATH, window.location.origin).href;
  const call = httpsCallableFromURL<AdministratorsRequest, Answer>(getFunctions(firebaseApp()), url);
  return (await call(request)).data;
}

export const listAdministrators = (): Promise<AdministratorsList> => callAdministrators({ action: 'list' });

export const inviteAdministrator = (email: string): Promise<Invitation> =>
  callAdministrators({ action: 'invite', email });

export const removeAdministrator = (uid: string): Promise<AdministratorsList> =>
  callAdministrators({ action: 'remove', uid });

/** Codes whose message the function wrote for people (HttpsError); any other is the SDK's own. */
const FUNCTION_SENTENCES = new Set([
  'functions/invalid-argument',
  'functions/already-exists',
  'functions/not-found',
  'functions/failed-precondition',
  'functions/permission-denied',
  'functions/unauthenticated',
]);

/** What the panel says when a call fails. */
export function describeFailure(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && FUNCTION_SENTENCES.has(code) && error instanceof Error) return error.message;
  if (!navigator.onLine || code === 'functions/unavailable' || code === 'functions/deadline-exceeded') {
    return 'Could not reach the server. Check your connection and try again.';
  }
  return 'Something went wrong on the server. Please try again in a few minutes.';
}
