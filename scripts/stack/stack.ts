import { mkdirSync } from 'node:fs';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { startEmailJsMock, type EmailJsMock } from './emailjs-mock';
import { startPaystackDouble, type PaystackDouble } from './paystack-double';
import { buildFunctions } from '../../functions/build';
import { LOCAL_PAYSTACK_SECRET_KEY, PAYSTACK_WEBHOOK_URL, writeLocalFunctionsSettings } from './local-functions';
import { logTail } from './log-tail';
import { describeExit, startManagedProcess, type ManagedProcess, type ProcessSpec } from './managed-process';
import { preflight, type StackMode } from './preflight';
import { shownPath, STACK_DIR } from './repo-paths';
import { seed } from './seed';
import { StackError } from './stack-error';
import { firebaseToolsEmulators, firebaseToolsProcess, firestoreJarProcess, viteProcess } from './stack-processes';
import { waitForHttp } from './wait-for-http';

export type { StackMode } from './preflight';

export type StackOptions = {
  mode: StackMode;
  /** The command to suggest after the person fixes a problem, e.g. "npm start". */
  retryCommand: string;
  /** Where the EmailJS mock prints the messages it receives. */
  logEmail: (text: string) => void;
  /** Where the Paystack double prints the payments it sets up. */
  logPayment: (text: string) => void;
};

export type Stack = {
  /** Resolves with the site's URL once every service answers and the data is seeded. */
  start: () => Promise<string>;
  /** Stops whatever has started so far; safe at any moment and more than once. */
  stop: () => Promise<void>;
  /** Resolves with a sentence if a process ends without being asked to. */
  unexpectedExit: Promise<string>;
};

/** Generous: a cold JVM or firebase-tools on a slow CI machine can take half a minute, on a loaded one (several checkouts testing at once) over 90 s. */
const STARTUP_TIMEOUT_MS = 180_000;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const createStack = ({ mode, retryCommand, logEmail, logPayment }: StackOptions): Stack => {
  const processes: ManagedProcess[] = [];
  let mock: EmailJsMock | undefined;
  let paystack: PaystackDouble | undefined;
  let stopping: Promise<void> | undefined;
  let reportUnexpectedExit: (sentence: string) => void = () => undefined;
  const unexpectedExit = new Promise<string>((resolve) => {
    reportUnexpectedExit = resolve;
  });

  // Last resort if this process dies without stopping the stack (an uncaught error): no orphans.
  process.once('exit', () => processes.forEach((managed) => managed.killNow()));

  const assertNotStopping = (): void => {
    if (stopping) throw new StackError('The local stack was stopped before it was ready.');
  };

  const launch = (spec: ProcessSpec): ManagedProcess => {
    assertNotStopping();
    const managed = startManagedProcess(spec);
    processes.push(managed);
    void managed.exited.then((result) => {
      if (!stopping) {
        reportUnexpectedExit(
          `${capitalise(spec.name)} ${describeExit(result)}; its log is at ${shownPath(spec.logPath)}.`,
        );
      }
    });
    return managed;
  };

  const waitUntilAnswering = async (
    service: string,
    port: number,
    owner: ManagedProcess,
    {
      path = '',
      isReady,
      requestTimeoutMs,
    }: { path?: string; isReady?: (status: number) => boolean; requestTimeoutMs?: number } = {},
  ): Promise<void> => {
    const url = `${localUrl(port)}${path}`;
    const outcome = await waitForHttp(url, {
      timeoutMs: STARTUP_TIMEOUT_MS,
      isAlive: owner.isRunning,
      isReady,
      requestTimeoutMs,
    });
    if (outcome === 'ready') return;
    const log = shownPath(owner.spec.logPath);
    if (outcome === 'exited') {
      const result = await owner.exited;
      throw new StackError(
        `${capitalise(owner.spec.name)} ${describeExit(result)} while starting; its log is at ${log}:`,
        logTail(owner.spec.logPath),
      );
    }
    throw new StackError(
      `${capitalise(service)} did not answer at ${url} within ${STARTUP_TIMEOUT_MS / 1000} s; its log is at ${log}.`,
      logTail(owner.spec.logPath),
    );
  };

  /** Built before firebase-tools starts, which loads functions/lib/index.js as it comes up. */
  const buildLocalFunctions = async (): Promise<void> => {
    writeLocalFunctionsSettings();
    try {
      // The dev stack (Vite's server) has no site build, so no post shell for blogServer to copy.
      await buildFunctions({ siteRequired: mode === 'hosting' });
    } catch (error) {
      throw new StackError(
        `Building the Cloud Functions (functions/) failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  const seedData = async (): Promise<void> => {
    try {
      await seed();
    } catch (error) {
      if (error instanceof StackError) throw error;
      throw new StackError(`Seeding the emulators failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const start = async (): Promise<string> => {
    const runtime = await preflight(mode, retryCommand);
    mkdirSync(STACK_DIR, { recursive: true });
    await buildLocalFunctions();
    const firestore = runtime.kind === 'jar' ? launch(firestoreJarProcess(runtime.jarPath)) : undefined;
    const firebaseTools = launch(firebaseToolsProcess(firebaseToolsEmulators(mode, runtime), runtime));
    const startedMock = await startEmailJsMock({ port: LOCAL_PORTS.emailjs, log: logEmail });
    mock = startedMock;
    // stop() may have run while the mock was starting, too early to close it.
    if (stopping) await startedMock.stop();
    assertNotStopping();
    const startedDouble = await startPaystackDouble({
      port: LOCAL_PORTS.paystack,
      log: logPayment,
      webhook: { url: PAYSTACK_WEBHOOK_URL, secretKey: LOCAL_PAYSTACK_SECRET_KEY },
    });
    paystack = startedDouble;
    if (stopping) await startedDouble.stop();
    assertNotStopping();
    await Promise.all([
      waitUntilAnswering('the Firestore emulator', LOCAL_PORTS.firestore, firestore ?? firebaseTools),
      waitUntilAnswering('the Auth emulator', LOCAL_PORTS.auth, firebaseTools),
      // The emulator listens before it has loaded the functions, and answers 404 until then. A GET
      // also starts the function's worker (its 405 says it runs), so the first donor does not wait for
      // it: one patient request, since each request that gives up would start another worker.
      waitUntilAnswering('the Paystack webhook function', LOCAL_PORTS.functions, firebaseTools, {
        path: new URL(PAYSTACK_WEBHOOK_URL).pathname,
        isReady: (status) => status !== 404,
        requestTimeoutMs: STARTUP_TIMEOUT_MS,
      }),
      ...(mode === 'hosting'
        ? [
            waitUntilAnswering('the Hosting emulator', LOCAL_PORTS.hosting, firebaseTools),
            waitUntilAnswering("the content editor's Hosting site", LOCAL_PORTS.editor, firebaseTools),
          ]
        : []),
    ]);
    assertNotStopping();
    await seedData();
    if (mode === 'dev') {
      await waitUntilAnswering('the Vite dev server', LOCAL_PORTS.vite, launch(viteProcess()));
    }
    assertNotStopping();
    return localUrl(mode === 'hosting' ? LOCAL_PORTS.hosting : LOCAL_PORTS.vite);
  };

  const stop = (): Promise<void> => {
    stopping ??= Promise.all([...processes.map((managed) => managed.stop()), mock?.stop(), paystack?.stop()]).then(
      () => undefined,
    );
    return stopping;
  };

  return { start, stop, unexpectedExit };
};
