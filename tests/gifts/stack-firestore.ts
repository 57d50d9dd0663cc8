import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { LOCAL_HOST, LOCAL_PORTS, localUrl } from '../../src/config/local-stack';

/**
 * A firebase-admin app talking to one of the local stack's emulators, as the functions see it, once it
 * answers. `hostVariable` is how firebase-admin finds that emulator; `name` keeps a test's app (and,
 * by its projectId, its data) apart from the site's (demo-charity) when it needs to.
 */
export async function stackAdminApp(
  emulator: { name: string; port: number; hostVariable: string },
  projectId: string,
  name: string,
): Promise<App> {
  const address = localUrl(emulator.port);
  try {
    await fetch(address, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new Error(
      `The ${emulator.name} emulator does not answer at ${address}: run these tests with npm run test:stack, or start the stack (npm start) first.`,
    );
  }
  // No Google credentials here: without this, firebase-admin asks the (absent) metadata server and warns.
  process.env['METADATA_SERVER_DETECTION'] = 'none';
  process.env[emulator.hostVariable] = `${LOCAL_HOST}:${emulator.port}`;
  return getApps().find((each) => each.name === name) ?? initializeApp({ projectId }, name);
}

/** The Firestore emulator, past the rules (firebase-admin is not bound by them). */
export async function stackFirestore(projectId: string): Promise<Firestore> {
  const emulator = { name: 'Firestore', port: LOCAL_PORTS.firestore, hostVariable: 'FIRESTORE_EMULATOR_HOST' };
  return getFirestore(await stackAdminApp(emulator, projectId, projectId));
}

export async function clearFirestore(projectId: string): Promise<void> {
  await fetch(`${localUrl(LOCAL_PORTS.firestore)}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
}
