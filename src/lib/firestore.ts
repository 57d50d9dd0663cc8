/**
 * The administrator's writes: the full SDK's persistent cache keeps an offline write in IndexedDB until
 * it can be sent, even after the tab was closed. Only admin code imports this (visitors: src/lib/firestore-rest).
 */
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { env } from '../config/env';
import { firebaseApp } from './firebase-app';

let instance: Firestore | undefined;

export function firestore(): Firestore {
  if (instance) return instance;
  // Several tabs of /admin share one queue of waiting writes instead of refusing each other.
  instance = initializeFirestore(firebaseApp(), {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (env.emulators) connectFirestoreEmulator(instance, env.emulators.firestoreHost, env.emulators.firestorePort);
  return instance;
}
