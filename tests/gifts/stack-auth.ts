import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { LOCAL_HOST, LOCAL_PORTS, localUrl } from '../../src/config/local-stack';

/**
 * The local stack's Auth emulator through firebase-admin, as the functions see it. `projectId` keeps a
 * test's accounts apart from the site's (demo-charity) when it needs to.
 */
export async function stackAuth(projectId: string): Promise<Auth> {
  const address = localUrl(LOCAL_PORTS.auth);
  try {
    await fetch(address, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new Error(
      `The Auth emulator does not answer at ${address}: run these tests with npm run test:stack, or start the stack (npm start) first.`,
    );
  }
  process.env['METADATA_SERVER_DETECTION'] = 'none';
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = `${LOCAL_HOST}:${LOCAL_PORTS.auth}`;
  const name = `auth-${projectId}`;
  const app = getApps().find((each) => each.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}

/** Deletes every account of the project in the emulator. */
export async function clearAuth(projectId: string): Promise<void> {
  await fetch(`${localUrl(LOCAL_PORTS.auth)}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}
