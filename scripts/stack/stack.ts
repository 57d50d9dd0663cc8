import { mkdirSync } from 'node:fs';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { buildFunctions } from '../../functions/build';
import { startEmailJsMock } from './emailjs-mock';
import type { LocalServer } from './http-helpers';
import { PAYSTACK_WEBHOOK_URL, writeLocalFunctionsSettings } from './local-functions';
import { startPaystackDouble } from './paystack-double';
import { preflight, type StackMode } from './preflight';
import {
  describeExit,
  firebaseToolsProcess,
  firestoreJarProcess,
  logTail,
  startManagedProcess,
  viteProcess,
  type ManagedProcess,
  type ProcessSpec,
} from './processes';
import { shownPath, STACK_DIR } from './repo-paths';
import { seed } from './seed';
import { StackError } from './stack-error';

type StackOptions = {
  mode: StackMode;
  /** Suggested after the person fixes a problem, e.g. "npm start". */
  retryCommand: string;
  /** Where the EmailJS mock and the Paystack double report; a run nobody reads leaves them out. */
  logEmail?: (text: string) => void;
  logPayment?: (text: string) => void;
};

const unread = (): void => undefined;

/** A cold JVM or firebase-tools on a loaded CI machine can take over 90 s. */
const STARTUP_TIMEOUT_MS = 180_000;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * start() resolves with the site's URL once every service answers and the data is seeded; stop()
 * stops whatever has started so far, at any moment and more than once; unexpectedExit resolves with
 * a sentence if a process ends without being asked to.
 */
export const createStack = ({ mode, retryCommand, logEmail = unread, logPayment = unread }: StackOptions) => {
  const processes: ManagedProcess[] = [];
  const servers: Promise<LocalServer>[] = [];
  let stopping: Promise<void> | undefined;
  let reportUnexpectedExit: (sentence: string) => void = () => undefined;
  const unexpectedExit = new Promise<string>((resolve) => (reportUnexpectedExit = resolve));

  // No orphans if this process dies without stopping the stack.
  process.once('exit', () => processes.forEach((managed) => managed.killNow()));

  const assertNotStopping = (): void => {
    if (stopping) throw new StackError('The local stack was stopped before it was ready.');
  };

  const launch = (spec: ProcessSpec): ManagedProcess => {
    assertNotStopping();
    const managed = startManagedProcess(spec);
    processes.push(managed);
    void managed.exited.then((result) => {
      if (!stopping)
        reportUnexpectedExit(
          `${capitalise(spec.name)} ${describeExit(result)}; its log is at ${shownPath(spec.logPath)}.`,
        );
    });
    return managed;
  };

  /**
   * Polls until the service answers at all. A function (a URL with a path) answers 404 until the
   * emulator has loaded it; the GET also starts its worker for the first donor, in one patient request,
   * since each request that gives up would start another worker.
   */
  const waitUntilAnswering = async (service: string, url: string, owner: ManagedProcess): Promise<void> => {
    const isFunction = new URL(url).pathname !== '/';
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    const { name, logPath } = owner.spec;
    for (;;) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(isFunction ? STARTUP_TIMEOUT_MS : 2_000) });
        await response.body?.cancel();
        if (!isFunction || response.status !== 404) return;
      } catch {
        // Not listening yet.
      }
      if (!owner.isRunning()) {
        const sentence = `${capitalise(name)} ${describeExit(await owner.exited)} while starting; its log is at ${shownPath(logPath)}:`;
        throw new StackError(sentence, logTail(logPath));
      }
      if (Date.now() > deadline) {
        const sentence = `${capitalise(service)} did not answer at ${url} within ${STARTUP_TIMEOUT_MS / 1000} s; its log is at ${shownPath(logPath)}.`;
        throw new StackError(sentence, logTail(logPath));
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const start = async (): Promise<string> => {
    const jarPath = await preflight(mode, retryCommand);
    mkdirSync(STACK_DIR, { recursive: true });
    // Before firebase-tools starts, which loads functions/lib/index.js.
    writeLocalFunctionsSettings();
    // The dev stack has no site build, so no post shell for blogServer to copy.
    await buildFunctions({ siteRequired: mode === 'hosting' }).catch((error: unknown) => {
      throw new StackError(`Building the Cloud Functions (functions/) failed: ${messageOf(error)}`);
    });
    const firestore = jarPath ? launch(firestoreJarProcess(jarPath)) : undefined;
    const firebaseTools = launch(firebaseToolsProcess(mode === 'hosting', jarPath));
    servers.push(
      startEmailJsMock({ port: LOCAL_PORTS.emailjs, log: logEmail }),
      startPaystackDouble({ port: LOCAL_PORTS.paystack, log: logPayment }),
    );
    await Promise.all(servers);
    assertNotStopping();
    await Promise.all([
      waitUntilAnswering('the Firestore emulator', localUrl(LOCAL_PORTS.firestore), firestore ?? firebaseTools),
      waitUntilAnswering('the Auth emulator', localUrl(LOCAL_PORTS.auth), firebaseTools),
      waitUntilAnswering('the Paystack webhook function', PAYSTACK_WEBHOOK_URL, firebaseTools),
      ...(mode === 'hosting'
        ? [
            waitUntilAnswering('the Hosting emulator', localUrl(LOCAL_PORTS.hosting), firebaseTools),
            waitUntilAnswering("the content editor's Hosting site", localUrl(LOCAL_PORTS.editor), firebaseTools),
          ]
        : []),
    ]);
    assertNotStopping();
    await seed().catch((error: unknown) => {
      throw error instanceof StackError ? error : new StackError(`Seeding the emulators failed: ${messageOf(error)}`);
    });
    if (mode === 'dev')
      await waitUntilAnswering('the Vite dev server', localUrl(LOCAL_PORTS.vite), launch(viteProcess()));
    assertNotStopping();
    return localUrl(mode === 'hosting' ? LOCAL_PORTS.hosting : LOCAL_PORTS.vite);
  };

  const stop = (): Promise<void> => {
    stopping ??= Promise.all([
      ...processes.map((managed) => managed.stop()),
      // Also a server still starting; one that failed to start has nothing to stop.
      ...servers.map(async (starting) => (await starting.catch(() => undefined))?.stop()),
    ]).then(() => undefined);
    return stopping;
  };

  return { start, stop, unexpectedExit };
};
