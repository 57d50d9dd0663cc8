import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLAYWRIGHT_BIN, REPO_ROOT, shownPath, STACK_DIR, VITEST_BIN } from './repo-paths';
import { createStack } from './stack';
import { exitWithStackError, StackError } from './stack-error';
import { onStopAsked } from './stop-asked';

/**
 * `npm run test:stack [-- <playwright arguments>]`: the rules and gifts tests, then the end-to-end tests,
 * on the stack. Both suites run, so one report shows all failures; exits with the first failing code.
 */

const EMAIL_LOG = join(STACK_DIR, 'emailjs-mock.log');
const PAYMENT_LOG = join(STACK_DIR, 'paystack-double.log');

// npm strips its own `--`; a direct `tsx with-stack.ts -- file.spec.ts` keeps it.
const argv = process.argv.slice(2);
const playwrightArgs = argv[0] === '--' ? argv.slice(1) : argv;

mkdirSync(STACK_DIR, { recursive: true });
writeFileSync(EMAIL_LOG, '');
writeFileSync(PAYMENT_LOG, '');

const stack = createStack({
  mode: 'hosting',
  retryCommand: 'npm run test:stack',
  logEmail: (text) => appendFileSync(EMAIL_LOG, `${text}\n\n`),
  logPayment: (text) => appendFileSync(PAYMENT_LOG, `${text}\n`),
});

let running: ChildProcess | undefined;
let stopReason: string | undefined;

const interrupt = (reason: string, signal: NodeJS.Signals): void => {
  stopReason ??= reason;
  running?.kill(signal);
  void stack.stop();
};
onStopAsked('the tests', interrupt);

const runTests = async (script: string, args: string[]): Promise<number> => {
  if (stopReason) return 1;
  running = spawn(process.execPath, [script, ...args], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, STACK_RUNNING: '1' },
  });
  // once() rejects on 'error': the runner could not be started.
  const [code] = (await once(running, 'exit').catch(() => [1])) as [number | null];
  running = undefined;
  return code ?? 1;
};

let exitCode = 1;
try {
  console.log('Starting the local stack for the tests...');
  const siteUrl = await stack.start();
  console.log(
    `Local stack ready at ${siteUrl}; contact messages go to ${shownPath(EMAIL_LOG)}, payments to ${shownPath(PAYMENT_LOG)}.`,
  );
  // Watched only from here: during start-up, start() itself reports a crash, with the log's last lines.
  void stack.unexpectedExit.then((sentence) => interrupt(sentence, 'SIGTERM'));
  // SKIP_RULES_TESTS=1 to re-run a few browser specs without the minutes the rules and gifts tests take.
  const rulesExit =
    process.env['SKIP_RULES_TESTS'] === '1'
      ? 0
      : await runTests(VITEST_BIN, ['run', '--project', 'rules', '--project', 'gifts']);
  const e2eExit = await runTests(PLAYWRIGHT_BIN, ['test', ...playwrightArgs]);
  exitCode = [rulesExit, e2eExit].find((code) => code !== 0) ?? 0;
  if (stopReason) throw new StackError(stopReason);
} catch (error) {
  await stack.stop();
  exitWithStackError(stopReason ? new StackError(stopReason) : error);
}
console.log('Stopping the local stack...');
await stack.stop();
process.exit(exitCode);
