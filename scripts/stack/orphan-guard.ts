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
export const onOrphaned = (callback: () => void): void => {
  const parent = process.ppid;
  const grandparent = parentOf(parent);
  const timer = setInterval(() => {
    const parentGone = process.ppid !== parent;
    const grandparentGone = grandparent !== undefined && parentOf(parent) !== grandparent;
    if (parentGone || grandparentGone) {
      clearInterval(timer);
      callback();
    }
  }, CHECK_EVERY_MS);
  // Never the reason the process stays alive.
  timer.unref();
};
