import { readFileSync } from 'node:fs';

const CHECK_EVERY_MS = 1_000;

/** Linux only: field 4 of /proc/<pid>/stat. */
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
 * Calls back once if the processes that launched us go away: a SIGTERM to npm (npm -> sh -> tsx -> us)
 * never reaches us, and would leave the stack running. A changed parent or grandparent means it is gone.
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
  timer.unref();
};

/** Calls `stop` on Ctrl-C, SIGTERM, a closed terminal or an ended parent command, with the exit code a shell expects. */
export const onStopAsked = (
  what: string,
  stop: (reason: string, signal: NodeJS.Signals, exitCode: number) => void,
): void => {
  process.on('SIGINT', () => stop('Interrupted.', 'SIGINT', 130));
  process.on('SIGTERM', () => stop('Terminated.', 'SIGTERM', 143));
  process.on('SIGHUP', () => stop('The terminal was closed.', 'SIGTERM', 129));
  onOrphaned(() => stop(`The command that started ${what} has ended.`, 'SIGTERM', 1));
};
