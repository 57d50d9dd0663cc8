import { parseArgs } from 'node:util';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { SEED_ACCOUNTS } from './seed-data';
import { createStack } from './stack';
import { exitWithStackError } from './stack-error';
import { onStopAsked } from './stop-asked';

/**
 * `npm start` (after its build): the built site on the Hosting emulator at port 5000.
 * `npm run dev`: the Vite dev server at port 5173 instead of Hosting.
 * Both with Auth, Firestore, the EmailJS mock and the seed data. Ctrl-C stops everything.
 */

let dev: boolean;
try {
  // --no-build is accepted for `npm run preview:stack`; this script never builds, `npm start` does it first.
  dev = parseArgs({ options: { dev: { type: 'boolean' }, 'no-build': { type: 'boolean' } } }).values.dev === true;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)} Usage: tsx scripts/stack/start.ts [--dev]`);
  process.exit(2);
}

const stack = createStack({
  mode: dev ? 'dev' : 'hosting',
  retryCommand: dev ? 'npm run dev' : 'npm start',
  // A received message stands apart from the lines around it; a one-line notice does not need to.
  logEmail: (text) => console.log(text.includes('\n') ? `\n${text}\n` : text),
  logPayment: (text) => console.log(text),
});

let shuttingDown = false;
const shutDown = async (exitCode: number, reason?: string): Promise<void> => {
  if (shuttingDown) return;
  shuttingDown = true;
  if (reason) console.error(reason);
  console.log('Stopping the local stack...');
  await stack.stop();
  console.log('Stopped.');
  process.exit(exitCode);
};

/** Whatever did start is stopped before the reason is printed, so the sentence is the last line. */
const abandonStart = async (error: unknown): Promise<void> => {
  // A Ctrl-C during start-up makes start() fail too; the signal handler is already stopping everything.
  if (shuttingDown) return;
  shuttingDown = true;
  await stack.stop();
  exitWithStackError(error);
};

// Ctrl-C and SIGTERM are the person's own doing and need no reason printed.
onStopAsked(
  'the local stack',
  (reason, _signal, exitCode) => void shutDown(exitCode, exitCode === 1 ? reason : undefined),
);

console.log(
  `Starting the local stack (${dev ? 'Vite dev server' : 'built site'}, Auth, Firestore, EmailJS mock, Paystack double)...`,
);
try {
  const siteUrl = await stack.start();
  const { email, password } = SEED_ACCOUNTS.admin;
  console.log(`Charity site ready at ${siteUrl} (${email} / ${password})`);
  // Its sign-in goes to a stand-in for GitHub that only tests/e2e/cms-sign-in.spec.ts starts.
  if (!dev)
    console.log(
      `The content editor's own site: ${localUrl(LOCAL_PORTS.editor)}/cms (to edit this checkout, use npm run cms)`,
    );
  console.log(
    'Press Ctrl-C to stop. Contact form messages and test payments appear here; service logs are in .stack/.',
  );
  // Watched only from here: during start-up, start() itself reports a crash, with the log's last lines.
  void stack.unexpectedExit.then((sentence) => shutDown(1, `${sentence} Stopping everything.`));
} catch (error) {
  await abandonStart(error);
}
