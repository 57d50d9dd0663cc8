/**
 * Public reads from Cloud Firestore's REST API with a plain fetch. The pages only ever read, as
 * visitors, what the rules let anyone read; `firebase/firestore/lite` plus `firebase/app` would add
 * about 40 KB gzip to every blog page for the same two requests. Writes (the admin's) still go through
 * the SDK, which brings the signed-in user's token (src/lib/firestore.ts).
 *
 * No custom headers and a text/plain body: all requests are "simple" in CORS terms, so the browser
 * sends them without a preflight round trip first.
 */
import { env } from '../../config/env';
import type { RestDocument } from './rest-values';

/** A refusal or failure from the server, with its HTTP status. */
export class FirestoreRestError extends Error {
  constructor(readonly status: number) {
    super(`Firestore answered ${String(status)}`);
    this.name = 'FirestoreRestError';
  }
}

const ORIGIN = env.emulators
  ? `http://${env.emulators.firestoreHost}:${String(env.emulators.firestorePort)}`
  : 'https://firestore.googleapis.com';

/** projects/{project}/databases/(default)/documents: the prefix of every document name. */
export const DOCUMENTS_PATH = `projects/${env.firebase.projectId}/databases/(default)/documents`;

const url = (path: string): string => `${ORIGIN}/v1/${path}?key=${encodeURIComponent(env.firebase.apiKey)}`;

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new FirestoreRestError(response.status);
  return response.json();
}

/**
 * One document by collection and id; null when it does not exist. Asked as a batch of one, which
 * answers "missing" with 200 where a plain GET answers 404 (a console error in every browser).
 */
export async function getDocument(collection: string, id: string): Promise<RestDocument | null> {
  const response = await fetch(url(`${DOCUMENTS_PATH}:batchGet`), {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ documents: [`${DOCUMENTS_PATH}/${collection}/${id}`] }),
  });
  const entries = (await json(response)) as { found?: RestDocument }[];
  return entries.find((entry) => entry.found)?.found ?? null;
}

/** The documents a structured query matches, in its order. */
export async function runQuery(structuredQuery: object): Promise<RestDocument[]> {
  const response = await fetch(url(`${DOCUMENTS_PATH}:runQuery`), {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ structuredQuery }),
  });
  // One entry per result; an entry without a document only reports the read time (an empty result).
  const entries = (await json(response)) as { document?: RestDocument }[];
  return entries.flatMap((entry) => (entry.document ? [entry.document] : []));
}
