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

/** The ports the stack takes, in the order they are checked, who takes them, and in which mode only. */
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

/** The Debian jar runs under Java 17; firebase-tools' own Firestore emulator needs Java 21 and a download. */
const FIREBASE_TOOLS_MIN_JAVA = 21;

/** Where Debian's google-cloud-cli-firestore-emulator package puts the emulator; FIRESTORE_EMULATOR_JAR for elsewhere. */
const FIRESTORE_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * Asks the operating system rather than probing with a connection: a port can be taken by
 * something that accepts no connections yet (a process still starting, or one bound to 0.0.0.0).
 */
const isPortFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: LOCAL_HOST, exclusive: true }, () => probe.close(() => resolve(true)));
  });

/** The major version of the `java` on PATH ("17.0.15", or the old "1.8.0_392"), or undefined when there is none. */
const javaMajorVersion = (): number | undefined => {
  // Without java, spawnSync has no output at all, whatever its types say.
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

/** The Firestore emulator's jar, or undefined for firebase-tools' own. */
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

/** The functions' packages come with the root's `npm ci` (an npm workspace); a checkout from before lacks them. */
const assertFunctionsInstalled = (retryCommand: string): void => {
  try {
    createRequire(join(FUNCTIONS_DIR, 'package.json')).resolve('firebase-functions/v2/https');
  } catch {
    throw new StackError(
      `The Cloud Functions' packages are not installed (firebase-functions is missing): run npm ci, then ${retryCommand} again.`,
    );
  }
};

/**
 * Everything that would make a start fail halfway, checked before anything starts, so the
 * person gets one sentence to act on instead of a half-started stack and a stack trace.
 */
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
