import { readFile } from 'node:fs/promises';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { LOCAL_HOST, LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import type { Role } from './rules-test-roles';

/**
 * Its own project id, so the rules tests never clear or pollute the data the local stack
 * serves under demo-charity while both share one emulator.
 */
export const RULES_PROJECT_ID = 'demo-rules';

const RULES_FILE = new URL('../../firestore.rules', import.meta.url);

/** A missing emulator otherwise surfaces as a gRPC timeout deep inside the first test. */
const assertEmulatorIsUp = async (): Promise<void> => {
  const address = localUrl(LOCAL_PORTS.firestore);
  try {
    await fetch(address, { signal: AbortSignal.timeout(3000) });
  } catch {
    throw new Error(
      `The Firestore emulator does not answer at ${address}: run the rules tests with npm run test:stack, or start the stack (npm start) first.`,
    );
  }
};

/**
 * Connects straight to the emulator's host and port with no emulator hub: the local stack runs the
 * Firestore emulator from its jar, outside firebase-tools, so a hub would not know about it.
 */
const startRulesTestEnvironment = async (): Promise<RulesTestEnvironment> => {
  await assertEmulatorIsUp();
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: {
      host: LOCAL_HOST,
      port: LOCAL_PORTS.firestore,
      rules: await readFile(RULES_FILE, 'utf8'),
    },
  });
};

/**
 * The test contexts hand out the compat Firestore, whose modular core the modular functions
 * unwrap at run time; the cast only bridges the two type declarations.
 */
type CompatContext = { firestore: () => unknown };
const modular = (context: CompatContext): Firestore => context.firestore() as Firestore;

/** The first file's connection to the emulator took over vitest's 10 s on a busy two-core machine. */
const STARTUP_TIMEOUT = 30_000;

/**
 * One test file's environment: started before its tests, emptied and given `seed` (written with the
 * rules off) before each test, cleaned up after them. `firestoreOf` is the database as a role sees it.
 */
export function useRulesEnvironment(seed: (db: Firestore) => Promise<void>): {
  firestoreOf: (role: Role) => Firestore;
} {
  let environment: RulesTestEnvironment | undefined;
  const started = (): RulesTestEnvironment => {
    if (!environment) throw new Error('The rules test environment did not start; see the error in beforeAll.');
    return environment;
  };

  beforeAll(async () => {
    // Every refused write would otherwise print a PERMISSION_DENIED warning.
    setLogLevel('error');
    environment = await startRulesTestEnvironment();
  }, STARTUP_TIMEOUT);

  afterAll(async () => {
    await environment?.cleanup();
  });

  beforeEach(async () => {
    await started().clearFirestore();
    await started().withSecurityRulesDisabled((context) => seed(modular(context)));
  });

  return { firestoreOf: (role) => modular(role.context(started())) };
}
