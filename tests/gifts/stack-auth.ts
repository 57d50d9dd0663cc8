import { getAuth, type Auth } from 'firebase-admin/auth';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { stackAdminApp } from './stack-firestore';

/** The local stack's Auth emulator through firebase-admin, as the functions see it. */
export async function stackAuth(projectId: string): Promise<Auth> {
  const emulator = { name: 'Auth', port: LOCAL_PORTS.auth, hostVariable: 'FIREBASE_AUTH_EMULATOR_HOST' };
  return getAuth(await stackAdminApp(emulator, projectId, `auth-${projectId}`));
}

/** Deletes every account of the project in the emulator. */
export async function clearAuth(projectId: string): Promise<void> {
  await fetch(`${localUrl(LOCAL_PORTS.auth)}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}
