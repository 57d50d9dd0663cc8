import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from '../config/env';

/** The one Firebase app instance; auth, Firestore and analytics each attach to it lazily. */
export const firebaseApp = (): FirebaseApp => (getApps().length > 0 ? getApp() : initializeApp(env.firebase));
