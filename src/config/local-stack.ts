/**
 * Addresses of the local stack (`npm start`, `npm run dev`, `npm test`).
 * Shared by the app's emulator defaults and by the scripts that start the stack,
 * so a port is changed in one place. No DOM, no Vite: Node imports this too.
 */
export const LOCAL_PROJECT_ID = 'demo-charity';

export const LOCAL_HOST = '127.0.0.1';

/**
 * `STACK_PORT_OFFSET=10` moves every port of the stack by 10, so that two checkouts on one machine
 * can each run their own stack and tests side by side (below 100: the hub and logging ports are 100 apart). Read in Node only (the build bakes
 * the emulators' addresses into the site), hence the guarded look-up. Two offsets 5 apart share a port
 * (one's editor site is the other's Hosting, LOCAL_PORTS.editor): the second stack to start says so.
 */
const portOffset = (): number => {
  const raw = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[
    'STACK_PORT_OFFSET'
  ];
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
   * The content editor's own Hosting site (firebase.json's second target, `editor`). firebase-tools
   * puts each further site of the config at the first port's + 4 + its index (lib/serve/hosting.js), and
   * quietly moves on when that port is taken: the stack checks it is free, so the site lands here.
   */
  editor: HOSTING_PORT + 5,
  auth: 9099 + OFFSET,
  firestore: 8080 + OFFSET,
  emailjs: 8787 + OFFSET,
  /** The local stand-in for Paystack's checkout script (scripts/stack/paystack-double.ts). */
  paystack: 8600 + OFFSET,
  vite: 5173 + OFFSET,
  /** The Functions emulator (functions/): the Paystack webhook. Away from 5001 so neighbouring offsets never meet Hosting's. */
  functions: 8400 + OFFSET,
  /** `npm run cms`: the editor's page, and Decap's local backend that saves into this checkout. */
  cms: 8300 + OFFSET,
  cmsBackend: 8200 + OFFSET,
  /** The stand-in for GitHub's OAuth pages that the editor's sign-in test starts (github-oauth-double.ts). */
  githubOauth: 8900 + OFFSET,
  /** firebase-tools' own hub and logging ports, listed so a busy port is reported clearly. */
  hub: 4400 + OFFSET,
  logging: 4500 + OFFSET,
} as const;

export const localUrl = (port: number): string => `http://${LOCAL_HOST}:${port}`;

/** The region the functions run in (firebase-functions' default), part of each function's address. */
export const FUNCTIONS_REGION = 'us-central1';

/** An HTTP function's address on the local stack: the Functions emulator's project/region/name path. */
export const localFunctionUrl = (name: string): string =>
  `${localUrl(LOCAL_PORTS.functions)}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;

/** Where the Paystack test double serves its script: the same path as Paystack's own, under /paystack. */
export const PAYSTACK_DOUBLE_SCRIPT_PATH = '/paystack/v2/inline.js';
