/**
 * Public reads from Firestore's REST API with a plain fetch: the SDK would add about 40 KB gzip to every
 * blog page for the same two requests (the admin's writes use it: src/lib/firestore.ts). A text/plain
 * body and no custom headers keep requests "simple" in CORS terms: no preflight round trip.
 */
import { env } from '../../config/env';
import type { RestDocument } from './rest-values';

const ORIGIN = env.emulators
  ? `http://${env.emulators.firestoreHost}:${String(env.emulators.firestorePort)}`
  : 'https://firestore.googleapis.com';

export const DOCUMENTS_PATH = `projects/${env.firebase.projectId}/databases/(default)/documents`;

async function post(action: string, body: object): Promise<unknown> {
  const response = await fetch(
    `${ORIGIN}/v1/${DOCUMENTS_PATH}:${action}?key=${encodeURIComponent(env.firebase.apiKey)}`,
    { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body) },
  );
  if (!response.ok) throw new Error(`Firestore answered ${String(response.status)}`);
  return response.json();
}

/** A batch of one answers "missing" with 200, where a plain GET answers 404 (a console error in every browser). */
export async function getDocument(collection: string, id: string): Promise<RestDocument | null> {
  const entries = (await post('batchGet', { documents: [`${DOCUMENTS_PATH}/${collection}/${id}`] })) as {
    found?: RestDocument;
  }[];
  return entries.find((entry) => entry.found)?.found ?? null;
}

export async function runQuery(structuredQuery: object): Promise<RestDocument[]> {
  // An entry without a document only reports the read time (an empty result).
  const entries = (await post('runQuery', { structuredQuery })) as { document?: RestDocument }[];
  return entries.flatMap((entry) => (entry.document ? [entry.document] : []));
}
