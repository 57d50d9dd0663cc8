/**
 * The Firestore instance the blog reads and writes through. `firebase/firestore/lite` (REST, no
 * listeners, no persistence) rather than the full SDK: our own IndexedDB mirror does the offline
 * part, and lite is about a fifth of the size. Imported only by code that shows or writes posts,
 * so no other page downloads it.
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
