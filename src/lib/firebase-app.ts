import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from '../config/env';

/** The one Firebase app instance; auth, Firestore and analytics each attach to it lazily. */
export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(env.firebase);
}
