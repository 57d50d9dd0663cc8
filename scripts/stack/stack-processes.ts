import { join } from 'node:path';
import { STACK_MODE } from '../../src/config/env-schema';
import { LOCAL_HOST, LOCAL_PORTS, LOCAL_PROJECT_ID } from '../../src/config/local-stack';
import { writeLocalFirebaseConfig } from './local-firebase-config';
import type { ProcessSpec } from './managed-process';
import type { FirestoreRuntime, StackMode } from './preflight';
import { FIREBASE_TOOLS_BIN, REPO_ROOT, RULES_FILE, STACK_DIR, VITE_BIN } from './repo-paths';

/** Colour codes make the log files hard to read; both tools honour these. */
const PLAIN_OUTPUT_ENV: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };

/**
 * The Debian emulator jar, started with java itself: its shell wrapper does not exec java,
 * so stopping the wrapper would leave java running and the port taken.
 */
export const firestoreJarProcess = (jarPath: string): ProcessSpec => ({
  name: 'the Firestore emulator',
  command: 'java',
  args: [
    '-cp',
    jarPath,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    `--host=${LOCAL_HOST}`,
    `--port=${LOCAL_PORTS.firestore}`,
    `--rules=${RULES_FILE}`,
  ],
  logPath: join(STACK_DIR, 'firestore.log'),
  stopGroup: false,
  stopSignal: 'SIGTERM',
  cwd: REPO_ROOT,
});

/** Auth and Functions always; Hosting to serve the built site; Firestore only where it can run it (Java 21 and internet). */
export const firebaseToolsEmulators = (mode: StackMode, runtime: FirestoreRuntime): string[] => [
  'auth',
  'functions',
  ...(mode === 'hosting' ? ['hosting'] : []),
  ...(runtime.kind === 'firebase-tools' ? ['firestore'] : []),
];

/**
 * When Firestore runs from its jar, firebase-tools does not know it: these tell the functions (whose
 * processes inherit firebase-tools' environment) to use it rather than production.
 */
const firestoreJarEnv = (runtime: FirestoreRuntime): NodeJS.ProcessEnv =>
  runtime.kind === 'jar'
    ? { FIRESTORE_EMULATOR_HOST: `${LOCAL_HOST}:${LOCAL_PORTS.firestore}`, GCLOUD_PROJECT: LOCAL_PROJECT_ID }
    : {};

export const firebaseToolsProcess = (emulators: string[], runtime: FirestoreRuntime): ProcessSpec => ({
  name: `firebase-tools (emulators: ${emulators.join(', ')})`,
  command: process.execPath,
  // The production firebase.json plus the emulator origins in the CSP's connect-src (see local-firebase-config.ts).
  args: [
    FIREBASE_TOOLS_BIN,
    'emulators:start',
    '--only',
    emulators.join(','),
    '--project',
    LOCAL_PROJECT_ID,
    '--config',
    writeLocalFirebaseConfig(),
  ],
  logPath: join(STACK_DIR, 'firebase-tools.log'),
  stopGroup: true,
  // Its Ctrl-C path: it shuts each emulator down and releases the hub and logging ports.
  stopSignal: 'SIGINT',
  // A function's worker loading firebase-admin on a busy two-core machine can take over firebase-tools'
  // default 30 s, after which the request fails; FUNCTIONS_DISCOVERY_TIMEOUT is in seconds.
  env: { ...PLAIN_OUTPUT_ENV, FUNCTIONS_DISCOVERY_TIMEOUT: '150', ...firestoreJarEnv(runtime) },
  cwd: REPO_ROOT,
});

export const viteProcess = (): ProcessSpec => ({
  name: 'the Vite dev server',
  command: process.execPath,
  // The stack's own mode: the only one that targets the emulators (src/config/env-schema.ts).
  args: [VITE_BIN, '--mode', STACK_MODE, '--host', LOCAL_HOST, '--port', String(LOCAL_PORTS.vite), '--strictPort'],
  logPath: join(STACK_DIR, 'vite.log'),
  stopGroup: true,
  stopSignal: 'SIGTERM',
  env: PLAIN_OUTPUT_ENV,
  cwd: REPO_ROOT,
});
