import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { LOCAL_PORTS, LOCAL_PROJECT_ID } from '../src/config/local-stack';
import { exitWithStackError, StackError } from './stack/stack-error';

/**
 * `npm run grant-admin -- <email> [--project <id>]`: the custom claim admin == true, with application
 * default credentials, or on the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set.
 */

const USAGE = 'npm run grant-admin -- someone@example.org [--project <firebase-project-id>]';

type Arguments = { email: string; projectId: string | undefined };

const parseArguments = (argv: string[]): Arguments => {
  const rest = argv[0] === '--' ? argv.slice(1) : argv;
  const projectFlag = rest.indexOf('--project');
  const projectId = projectFlag >= 0 ? rest[projectFlag + 1] : undefined;
  if (projectFlag >= 0 && !projectId) throw new StackError(`--project needs a project id: ${USAGE}`);
  const projectValueIndex = projectFlag >= 0 ? projectFlag + 1 : -1;
  const positional = rest.filter((arg, index) => !arg.startsWith('--') && index !== projectValueIndex);
  const email = positional[0]?.trim();
  if (!email) throw new StackError(`Give the e-mail address of the account to make administrator: ${USAGE}`);
  if (!email.includes('@')) throw new StackError(`"${email}" is not an e-mail address: ${USAGE}`);
  return { email, projectId: projectId ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT };
};

const grantAdmin = async ({ email, projectId }: Arguments): Promise<void> => {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulatorHost && !projectId && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    throw new StackError(
      `No Firebase project to talk to: set GOOGLE_APPLICATION_CREDENTIALS to a service account key of the project and pass --project <id> (or, for the local stack, set FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:${LOCAL_PORTS.auth}).`,
    );
  }
  // Offline, google-auth-library's probe of the metadata server only adds a warning.
  if (emulatorHost) process.env.METADATA_SERVER_DETECTION = 'none';
  const app = emulatorHost
    ? initializeApp({ projectId: projectId ?? LOCAL_PROJECT_ID })
    : initializeApp({ credential: applicationDefault(), ...(projectId ? { projectId } : {}) });
  const where = emulatorHost
    ? `the Auth emulator at ${emulatorHost}`
    : `project ${projectId ?? 'named by your credentials'}`;
  try {
    const auth = getAuth(app);
    const user = await auth.getUserByEmail(email).catch((error: unknown) => {
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found') {
        throw new StackError(
          `No account uses ${email} in ${where}: create it first (Firebase console > Authentication > Add user), then run this again.`,
        );
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new StackError(
        emulatorHost
          ? `Could not reach ${where} (${reason}): start the local stack with npm start, or unset FIREBASE_AUTH_EMULATOR_HOST.`
          : `Could not reach Firebase Authentication for ${where} (${reason}): set GOOGLE_APPLICATION_CREDENTIALS to a service account key and pass --project <id>.`,
      );
    });
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
    console.log(`${email} is now the administrator in ${where}.`);
    console.log('They must sign out and sign in again before the site and the database rules see it.');
  } finally {
    await deleteApp(app);
  }
};

try {
  await grantAdmin(parseArguments(process.argv.slice(2)));
} catch (error) {
  exitWithStackError(error);
}
