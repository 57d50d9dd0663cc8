import { spawn } from 'node:child_process';
import { closeSync, openSync, writeSync } from 'node:fs';

export type ProcessSpec = {
  /** Fits in a sentence: "the Firestore emulator stopped unexpectedly". */
  name: string;
  command: string;
  args: string[];
  /** Output goes here rather than to the terminal: a newcomer needs one ready line, not three tools' chatter. */
  logPath: string;
  /**
   * Own process group, stopped as a group: firebase-tools and Vite start helpers of their own, and a
   * separate group keeps the terminal's Ctrl-C from reaching children before we stop them in order.
   */
  stopGroup: boolean;
  stopSignal: NodeJS.Signals;
  env?: NodeJS.ProcessEnv;
  cwd: string;
};

export type ExitResult = { code: number | null; signal: NodeJS.Signals | null; spawnError?: Error };

export type ManagedProcess = {
  spec: ProcessSpec;
  exited: Promise<ExitResult>;
  isRunning: () => boolean;
  /** Asks politely, waits, then insists; resolves when the process (and its group) is gone. */
  stop: () => Promise<void>;
  /** Synchronous last resort for the moment our own process exits. */
  killNow: () => void;
};

/** How long a polite stop may take before SIGKILL; Java and firebase-tools need a few seconds. */
const GRACE_MS = 10_000;
const AFTER_KILL_MS = 3_000;
const POLL_MS = 100;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const describeExit = ({ code, signal, spawnError }: ExitResult): string => {
  if (spawnError) return `could not be started (${spawnError.message})`;
  if (signal) return `was stopped by ${signal}`;
  return `exited with code ${code ?? 'unknown'}`;
};

const sendSignal = (target: number, signal: NodeJS.Signals): void => {
  try {
    process.kill(target, signal);
  } catch {
    // ESRCH: already gone, which is what we want.
  }
};

/** Signal 0 tests existence; a group is gone once no member remains. */
const groupExists = (groupId: number): boolean => {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
};

export const startManagedProcess = (spec: ProcessSpec): ManagedProcess => {
  const logFd = openSync(spec.logPath, 'w');
  writeSync(logFd, `$ ${spec.command} ${spec.args.join(' ')}\n\n`);
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env ?? process.env,
    detached: true,
    stdio: ['ignore', logFd, logFd],
  });
  // The child holds its own copy of the descriptor.
  closeSync(logFd);

  let running = child.pid !== undefined;
  const exited = new Promise<ExitResult>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (spawnError) => {
      if (child.pid === undefined) resolve({ code: null, signal: null, spawnError });
    });
  }).then((result) => {
    running = false;
    return result;
  });

  const pid = child.pid;
  const target = pid === undefined ? undefined : spec.stopGroup ? -pid : pid;
  const isGone = (): boolean => !running && (!spec.stopGroup || pid === undefined || !groupExists(pid));

  const waitUntilGone = async (ms: number): Promise<boolean> => {
    const deadline = Date.now() + ms;
    while (!isGone()) {
      if (Date.now() > deadline) return false;
      await sleep(POLL_MS);
    }
    return true;
  };

  const stop = async (): Promise<void> => {
    if (target === undefined || isGone()) return;
    sendSignal(target, spec.stopSignal);
    if (await waitUntilGone(GRACE_MS)) return;
    sendSignal(target, 'SIGKILL');
    await waitUntilGone(AFTER_KILL_MS);
  };

  const killNow = (): void => {
    if (target !== undefined && !isGone()) sendSignal(target, 'SIGKILL');
  };

  return { spec, exited, isRunning: () => running, stop, killNow };
};
