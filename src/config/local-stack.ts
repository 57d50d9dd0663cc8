/** Addresses of the local stack, for the app's emulator defaults and the scripts that start it (Node too). */
export const LOCAL_PROJECT_ID = 'demo-charity';

export const LOCAL_HOST = '127.0.0.1';

/**
 * `STACK_PORT_OFFSET=10` moves every port by 10, so two checkouts can run their stacks side by side
 * (below 100: the hub and logging ports are 100 apart). Read in Node only (the build bakes the
 * addresses in), hence the guarded look-up. Offsets 5 apart share a port (LOCAL_PORTS.editor).
 */
const portOffset = (): number => {
  const raw = (globalThis as { process?: { env: { STACK_PORT_OFFSET?: string } } }).process?.env.STACK_PORT_OFFSET;
  const offset = Number(raw ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 99)
    throw new Error(`STACK_PORT_OFFSET must be a whole number from 0 to 99, not "${raw ?? ''}".`);
  // Browsers and Node's fetch refuse ports 5060 and 5061 (SIP): Hosting there would never answer.
  if (offset === 60 || offset === 61)
    throw new Error(
      `STACK_PORT_OFFSET ${offset} puts the site on port ${5000 + offset}, which browsers refuse; pick another.`,
    );
  return offset;
};

const OFFSET = portOffset();

const HOSTING_PORT = 5000 + OFFSET;

export const LOCAL_PORTS = {
  hosting: HOSTING_PORT,
  /**
   * The editor's Hosting site (firebase.json's `editor` target): firebase-tools puts each further site at
   * the first port + 4 + its index, and quietly moves on when that is taken; the stack checks it is free.
   */
  editor: HOSTING_PORT + 5,
  auth: 9099 + OFFSET,
  firestore: 8080 + OFFSET,
  emailjs: 8787 + OFFSET,
  paystack: 8600 + OFFSET,
  vite: 5173 + OFFSET,
  /** Away from 5001 so neighbouring offsets never meet Hosting's. */
  functions: 8400 + OFFSET,
  /** `npm run cms`: the editor's page, and Decap's local backend that saves into this checkout. */
  cms: 8300 + OFFSET,
  cmsBackend: 8200 + OFFSET,
  githubOauth: 8900 + OFFSET,
  /** firebase-tools' own hub and logging ports, listed so a busy port is reported clearly. */
  hub: 4400 + OFFSET,
  logging: 4500 + OFFSET,
} as const;

export const localUrl = (port: number): string => `http://${LOCAL_HOST}:${port}`;

/** firebase-functions' default region, part of each function's address. */
export const FUNCTIONS_REGION = 'us-central1';

export const localFunctionUrl = (name: string): string =>
  `${localUrl(LOCAL_PORTS.functions)}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;

export const PAYSTACK_DOUBLE_SCRIPT_PATH = '/paystack/v2/inline.js';
