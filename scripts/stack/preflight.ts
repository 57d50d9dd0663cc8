import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { LOCAL_HOST, LOCAL_PORTS } from '../../src/config/local-stack';
import { FUNCTIONS_DIR } from './local-functions';
import { BUILT_INDEX, shownPath } from './repo-paths';
import { StackError } from './stack-error';

/** hosting: the built site on the Hosting emulator (npm start, npm test); dev: the Vite dev server instead. */
export type StackMode = 'hosting' | 'dev';

const PORT_USERS: [keyof typeof LOCAL_PORTS, string, StackMode?][] = [
  ['hosting', 'the Hosting emulator', 'hosting'],
  ['editor', "the Hosting emulator's site of the content editor", 'hosting'],
  ['vite', 'the Vite dev server', 'dev'],
  ['firestore', 'the Firestore emulator'],
  ['auth', 'the Auth emulator'],
  ['emailjs', 'the local EmailJS mock'],
  ['paystack', 'the local Paystack double'],
  ['functions', 'the Functions emulator'],
  ['hub', "firebase-tools' emulator hub"],
  ['logging', "firebase-tools' logging emulator"],
];

/** firebase-tools' own Firestore emulator needs Java 21 and a download; the Debian jar runs under 17. */
const FIREBASE_TOOLS_MIN_JAVA = 21;

const FIRESTORE_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** Binds rather than connects: a port can be taken by something that accepts no connections yet. */
const isPortFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: LOCAL_HOST, exclusive: true }, () => probe.close(() => resolve(true)));
  });

/** "17.0.15" or the old "1.8.0_392"; undefined without java. */
const javaMajorVersion = (): number | undefined => {
  const { stdout, stderr } = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${stdout}${stderr}`);
  if (!match?.[1]) return undefined;
  return match[1] === '1' && match[2] ? Number(match[2]) : Number(match[1]);
};

const assertPortsFree = async (mode: StackMode, retryCommand: string): Promise<void> => {
  for (const [name, user, onlyIn = mode] of PORT_USERS) {
    const port = LOCAL_PORTS[name];
    if (onlyIn === mode && !(await isPortFree(port))) {
      throw new StackError(
        `Port ${port} is busy (needed by ${user}): stop whatever listens there and run ${retryCommand} again.`,
      );
    }
  }
};

/** Undefined: firebase-tools' own emulator. */
const chooseFirestoreJar = (retryCommand: string): string | undefined => {
  const javaVersion = javaMajorVersion();
  if (javaVersion === undefined) {
    throw new StackError(
      `Java is not installed and the Firestore emulator needs it: install it (sudo apt-get install -y default-jre-headless) and run ${retryCommand} again.`,
    );
  }
  if (existsSync(FIRESTORE_JAR)) return FIRESTORE_JAR;
  if (javaVersion >= FIREBASE_TOOLS_MIN_JAVA) return undefined;
  throw new StackError(
    `The Cloud Firestore emulator is not installed (${FIRESTORE_JAR} is missing) and Java ${javaVersion} is too old for firebase-tools' own: install it with sudo apt-get install -y google-cloud-cli-firestore-emulator (or use Java ${FIREBASE_TOOLS_MIN_JAVA} with internet access), then run ${retryCommand} again.`,
  );
};

/** The functions' packages come with the root's `npm ci` (a workspace); an older checkout lacks them. */
const assertFunctionsInstalled = (retryCommand: string): void => {
  try {
    createRequire(join(FUNCTIONS_DIR, 'package.json')).resolve('firebase-functions/v2/https');
  } catch {
    throw new StackError(
      `The Cloud Functions' packages are not installed (firebase-functions is missing): run npm ci, then ${retryCommand} again.`,
    );
  }
};

/** What would make a start fail halfway, checked first: one sentence to act on, not a half-started stack. */
export const preflight = async (mode: StackMode, retryCommand: string): Promise<string | undefined> => {
  await assertPortsFree(mode, retryCommand);
  const jarPath = chooseFirestoreJar(retryCommand);
  assertFunctionsInstalled(retryCommand);
  if (mode === 'hosting' && !existsSync(BUILT_INDEX)) {
    throw new StackError(
      `The built site is missing (${shownPath(BUILT_INDEX)}): run npm run build:stack first, then ${retryCommand} again.`,
    );
  }
  return jarPath;
};
