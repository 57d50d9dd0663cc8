import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { LOCAL_HOST, LOCAL_PORTS, LOCAL_PROJECT_ID, localUrl } from '../../src/config/local-stack';
import { SEED_ACCOUNTS, SEED_POSTS } from './seed-data';
import { StackError, exitWithStackError } from './stack-error';

const SEED_UIDS = { admin: 'local-admin', member: 'local-member' } as const;

const clearEndpoint = async (url: string, service: string): Promise<void> => {
  const response = await fetch(url, { method: 'DELETE' }).catch(() => {
    throw new StackError(
      `The ${service} emulator does not answer at ${new URL(url).origin}: start the local stack (npm start or npm run dev) and it seeds itself.`,
    );
  });
  if (!response.ok)
    throw new Error(`Clearing the ${service} emulator failed: ${response.status} ${await response.text()}`);
};

export const seed = async (): Promise<void> => {
  // Cleared first, so that seeding twice gives the same data, not duplicates.
  const project = `projects/${LOCAL_PROJECT_ID}`;
  const firestore = `${localUrl(LOCAL_PORTS.firestore)}/emulator/v1/${project}/databases/(default)/documents`;
  await clearEndpoint(firestore, 'Firestore');
  await clearEndpoint(`${localUrl(LOCAL_PORTS.auth)}/emulator/v1/${project}/accounts`, 'Auth');
  // Otherwise google-auth-library may probe the metadata server (a warning, or a timeout offline). Left set:
  // the probe can run after seeding returns.
  process.env.METADATA_SERVER_DETECTION = 'none';
  // firebase-admin finds emulators only through these; restored afterwards so later processes do not inherit them.
  const emulatorHosts = {
    FIRESTORE_EMULATOR_HOST: `${LOCAL_HOST}:${LOCAL_PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${LOCAL_HOST}:${LOCAL_PORTS.auth}`,
  };
  const saved = Object.keys(emulatorHosts).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, emulatorHosts);
  const app = initializeApp({ projectId: LOCAL_PROJECT_ID }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const { admin, member } = SEED_ACCOUNTS;
    await auth.createUser({ uid: SEED_UIDS.admin, ...admin, emailVerified: true });
    await auth.setCustomUserClaims(SEED_UIDS.admin, { admin: true });
    await auth.createUser({ uid: SEED_UIDS.member, ...member, emailVerified: true });
    const db = getFirestore(app);
    const batch = db.batch();
    for (const { id, createdAt, ...post } of SEED_POSTS) {
      batch.set(db.collection('blog').doc(id), { ...post, createdAt: Timestamp.fromDate(new Date(createdAt)) });
    }
    await batch.commit();
  } finally {
    // Also closes Firestore's gRPC channel, which would keep the process alive.
    await deleteApp(app);
    for (const [name, value] of saved) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
};

const isRunDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (isRunDirectly) {
  seed()
    .then(() => {
      console.log(
        `Seeded ${SEED_POSTS.length} posts and the accounts ${SEED_ACCOUNTS.admin.email} and ${SEED_ACCOUNTS.member.email}.`,
      );
    })
    .catch(exitWithStackError);
}
