import { parseArgs } from 'node:util';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { SEED_ACCOUNTS } from './seed-data';
import { createStack } from './stack';
import { exitWithStackError } from './stack-error';
import { onStopAsked } from './stop-asked';

/** `npm start`: the built site on the Hosting emulator, with the emulators, doubles and seed data; `npm run dev`: Vite's server instead. */

let dev: boolean;
try {
  // --no-build is accepted for `npm run preview:stack`; this script never builds.
  dev = parseArgs({ options: { dev: { type: 'boolean' }, 'no-build': { type: 'boolean' } } }).values.dev === true;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)} Usage: tsx scripts/stack/start.ts [--dev]`);
  process.exit(2);
}

const stack = createStack({
  mode: dev ? 'dev' : 'hosting',
  retryCommand: dev ? 'npm run dev' : 'npm start',
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

/** Stops what did start before printing the reason, so the sentence is the last line. */
const abandonStart = async (error: unknown): Promise<void> => {
  // A Ctrl-C during start-up makes start() fail too, and is already handled.
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
