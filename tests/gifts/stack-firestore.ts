import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { LOCAL_HOST, LOCAL_PORTS, localUrl } from '../../src/config/local-stack';

/**
 * The local stack's Firestore emulator through firebase-admin, as the functions see it (the rules do
 * not apply to it). `projectId` keeps a test's data apart from the site's (demo-charity) when it needs to.
 */
export async function stackFirestore(projectId: string): Promise<Firestore> {
  const address = localUrl(LOCAL_PORTS.firestore);
  try {
    await fetch(address, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new Error(
      `The Firestore emulator does not answer at ${address}: run these tests with npm run test:stack, or start the stack (npm start) first.`,
    );
  }
  // No Google credentials here: without this, firebase-admin asks the (absent) metadata server and warns.
  process.env['METADATA_SERVER_DETECTION'] = 'none';
  process.env['FIRESTORE_EMULATOR_HOST'] = `${LOCAL_HOST}:${LOCAL_PORTS.firestore}`;
  const app = getApps().find((each) => each.name === projectId) ?? initializeApp({ projectId }, projectId);
  return getFirestore(app);
}

export async function clearFirestore(projectId: string): Promise<void> {
  await fetch(`${localUrl(LOCAL_PORTS.firestore)}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
}
