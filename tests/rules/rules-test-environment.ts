import { readFile } from 'node:fs/promises';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { LOCAL_HOST, LOCAL_PORTS, localUrl } from '../../src/config/local-stack';

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
export const startRulesTestEnvironment = async (): Promise<RulesTestEnvironment> => {
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
