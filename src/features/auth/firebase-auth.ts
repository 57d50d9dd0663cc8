// Everything that touches `firebase/auth`, imported only dynamically (auth-store.ts): its own chunk.
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { env } from '../../config/env';
import { firebaseApp } from '../../lib/firebase-app';
import { SIGNED_OUT, type AuthState } from './auth-state';

let auth: Auth | undefined;

function getAuthInstance(): Auth {
  if (auth) return auth;
  // initializeAuth without a popup/redirect resolver keeps those flows out of the bundle.
  auth = initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (env.emulators) connectAuthEmulator(auth, env.emulators.authUrl, { disableWarnings: true });
  return auth;
}

/** The administrator is whoever the server says: the `admin` custom claim, which firestore.rules checks too. */
async function toState(user: User | null): Promise<AuthState> {
  if (!user) return SIGNED_OUT;
  const token = await user.getIdTokenResult();
  return { status: 'signed-in', email: user.email ?? '', isAdmin: token.claims['admin'] === true };
}

export function watchAuth(listener: (state: AuthState) => void): () => void {
  return onIdTokenChanged(getAuthInstance(), (user) => {
    toState(user).then(listener, () => listener(SIGNED_OUT));
  });
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(getAuthInstance(), email, password);
}

export const signOutUser = (): Promise<void> => signOut(getAuthInstance());

export const sendPasswordReset = (email: string): Promise<void> => sendPasswordResetEmail(getAuthInstance(), email);
