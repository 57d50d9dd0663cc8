/**
 * The Firestore instance the administrator writes posts through: `firebase/firestore/lite` (REST, no
 * listeners, no persistence), which sends the signed-in user's token for the rules to check. Visitors'
 * reads do not need the SDK (src/lib/firestore-rest). Imported only by the admin's code.
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { env } from '../config/env';
import { firebaseApp } from './firebase-app';

let instance: Firestore | undefined;

export function firestore(): Firestore {
  if (instance) return instance;
  instance = getFirestore(firebaseApp());
  if (env.emulators) connectFirestoreEmulator(instance, env.emulators.firestoreHost, env.emulators.firestorePort);
  return instance;
}
