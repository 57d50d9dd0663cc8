import { errorCode } from '../../lib/error-code';
import { firebaseApp } from '../../lib/firebase-app';
import {
  ADMINISTRATORS_PATH,
  type AdministratorsList,
  type AdministratorsRequest,
  type Invitation,
} from '../../shared/administrators';

// firebase/functions adds the ID token; a same-origin address (Hosting rewrite, Vite proxy) fits connect-src 'self'.
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

export function describeFailure(error: unknown): string {
  const code = errorCode(error);
  if (code && FUNCTION_SENTENCES.has(code) && error instanceof Error) return error.message;
  if (!navigator.onLine || code === 'functions/unavailable' || code === 'functions/deadline-exceeded')
    return 'Could not reach the server. Check your connection and try again.';
  return 'Something went wrong on the server. Please try again in a few minutes.';
}
