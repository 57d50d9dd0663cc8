/**
 * The Firestore instance the administrator writes posts through: the full `firebase/firestore` with
 * its persistent cache, so a post added, saved or deleted without a connection waits in IndexedDB
 * and is sent once when the connection returns, even after the tab was closed (it is sent when
 * /admin next starts online). Visitors' reads do not need the SDK (src/lib/firestore-rest), and only
 * the admin's code imports this module: the public pages never download the full SDK.
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
