import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { STACK_MODE } from '../../src/config/env-schema';
import { LOCAL_HOST, LOCAL_PORTS, LOCAL_PROJECT_ID } from '../../src/config/local-stack';
import { writeLocalFirebaseConfig } from './local-firebase-config';
import { FIREBASE_TOOLS_BIN, REPO_ROOT, RULES_FILE, STACK_DIR, VITE_BIN } from './repo-paths';

export type ProcessSpec = {
  name: string;
  command: string;
  args: string[];
  /** Not the terminal: a newcomer needs one ready line, not three tools' chatter. */
  logPath: string;
  stopSignal: NodeJS.Signals;
  env?: NodeJS.ProcessEnv;
};

type ExitResult = { code: number | null; signal: NodeJS.Signals | null; spawnError?: Error };

export type ManagedProcess = ReturnType<typeof startManagedProcess>;

/** How long a polite stop may take before SIGKILL; Java and firebase-tools need a few seconds. */
const GRACE_MS = 10_000;
const AFTER_KILL_MS = 3_000;

export const describeExit = ({ code, signal, spawnError }: ExitResult): string => {
  if (spawnError) return `could not be started (${spawnError.message})`;
  if (signal) return `was stopped by ${signal}`;
  return `exited with code ${code ?? 'unknown'}`;
};

export const logTail = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8')
      .trimEnd()
      .split('\n')
      .slice(-15)
      .map((line) => `  | ${line}`)
      .join('\n');
  } catch {
    return undefined;
  }
};

/** False once no member of the group remains (signal 0 only tests). */
const signalGroup = (groupId: number, signal: NodeJS.Signals | 0): boolean => {
  try {
    process.kill(-groupId, signal);
    return true;
  } catch {
    return false;
  }
};

/**
 * In its own process group, stopped as a group: firebase-tools and Vite start helpers, and the group
 * keeps the terminal's Ctrl-C from reaching children before we stop them in order.
 */
export const startManagedProcess = (spec: ProcessSpec) => {
  const logFd = openSync(spec.logPath, 'w');
  writeSync(logFd, `$ ${spec.command} ${spec.args.join(' ')}\n\n`);
  const child = spawn(spec.command, spec.args, {
    cwd: REPO_ROOT,
    env: spec.env ?? process.env,
    detached: true,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);

  const pid = child.pid;
  let running = pid !== undefined;
  const exited = new Promise<ExitResult>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (spawnError) => {
      if (child.pid === undefined) resolve({ code: null, signal: null, spawnError });
    });
  }).finally(() => (running = false));

  const isGone = (): boolean => pid === undefined || (!running && !signalGroup(pid, 0));
  const goneWithin = async (ms: number): Promise<boolean> => {
    const deadline = Date.now() + ms;
    while (!isGone() && Date.now() < deadline) await setTimeout(100);
    return isGone();
  };
  const stop = async (): Promise<void> => {
    if (pid === undefined || isGone()) return;
    signalGroup(pid, spec.stopSignal);
    if (await goneWithin(GRACE_MS)) return;
    signalGroup(pid, 'SIGKILL');
    await goneWithin(AFTER_KILL_MS);
  };
  const killNow = (): void => {
    if (pid !== undefined) signalGroup(pid, 'SIGKILL');
  };

  return { spec, exited, isRunning: () => running, stop, killNow };
};

/** No colour codes in the log files. */
const PLAIN_OUTPUT_ENV: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };

/** Java itself: the jar's shell wrapper does not exec java, so stopping it would leave the port taken. */
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
  stopSignal: 'SIGTERM',
});

/**
 * Firestore only when its jar is missing (firebase-tools' own needs Java 21 and internet); otherwise
 * the environment tells the functions, which inherit it, to use the jar's emulator, not production.
 */
export const firebaseToolsProcess = (hosting: boolean, jarPath: string | undefined): ProcessSpec => {
  const emulators = ['auth', 'functions', ...(hosting ? ['hosting'] : []), ...(jarPath ? [] : ['firestore'])];
  return {
    name: `firebase-tools (emulators: ${emulators.join(', ')})`,
    command: process.execPath,
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
    // Its Ctrl-C path, which releases the hub and logging ports.
    stopSignal: 'SIGINT',
    env: {
      ...PLAIN_OUTPUT_ENV,
      // A worker loading firebase-admin on a busy two-core machine can take over the default 30 s.
      FUNCTIONS_DISCOVERY_TIMEOUT: '150',
      ...(jarPath
        ? { FIRESTORE_EMULATOR_HOST: `${LOCAL_HOST}:${LOCAL_PORTS.firestore}`, GCLOUD_PROJECT: LOCAL_PROJECT_ID }
        : {}),
    },
  };
};

export const viteProcess = (): ProcessSpec => ({
  name: 'the Vite dev server',
  command: process.execPath,
  args: [VITE_BIN, '--mode', STACK_MODE, '--host', LOCAL_HOST, '--port', String(LOCAL_PORTS.vite), '--strictPort'],
  logPath: join(STACK_DIR, 'vite.log'),
  stopSignal: 'SIGTERM',
  env: PLAIN_OUTPUT_ENV,
});
