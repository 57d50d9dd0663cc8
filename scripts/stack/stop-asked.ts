import { readFileSync } from 'node:fs';

const CHECK_EVERY_MS = 1_000;

/** Linux only: the parent pid of another process, from /proc/<pid>/stat (field 4, after the name). */
const parentOf = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(afterName[1]);
  } catch {
    return undefined;
  }
};

/**
 * Calls back once if the processes that launched us go away. `npm start` runs us as
 * npm -> sh -> tsx -> this script; a SIGTERM to npm ends sh without reaching us, which would
 * otherwise leave the whole stack running with nobody to stop it. A dead process gets its
 * children re-parented, so a changed parent (or grandparent) means it is gone.
 */
const onOrphaned = (callback: () => void): void => {
  const parent = process.ppid;
  const grandparent = parentOf(parent);
  const timer = setInterval(() => {
    if (process.ppid !== parent || (grandparent !== undefined && parentOf(parent) !== grandparent)) {
      clearInterval(timer);
      callback();
    }
  }, CHECK_EVERY_MS);
  // Never the reason the process stays alive.
  timer.unref();
};

/**
 * Calls `stop` whenever someone asks this script to end: Ctrl-C, a SIGTERM, the terminal closing, or
 * the command that started it (`what`, e.g. "the local stack") ending. With the reason to print,
 * the signal to pass on to a child, and the exit code a shell expects.
 */
export const onStopAsked = (
  what: string,
  stop: (reason: string, signal: NodeJS.Signals, exitCode: number) => void,
): void => {
  process.on('SIGINT', () => stop('Interrupted.', 'SIGINT', 130));
  process.on('SIGTERM', () => stop('Terminated.', 'SIGTERM', 143));
  process.on('SIGHUP', () => stop('The terminal was closed.', 'SIGTERM', 129));
  onOrphaned(() => stop(`The command that started ${what} has ended.`, 'SIGTERM', 1));
};
