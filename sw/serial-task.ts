const ignore = (): void => undefined;

/**
 * Wraps an async task so two runs never overlap, and a burst of calls while one runs collapses into
 * a single follow-up run. Every caller gets a run that starts after its call, so nothing that was
 * queued before the call is missed, yet ten network flaps cause at most two runs, not ten.
 */
export function serialTask<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let following: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const run = task();
    running = run;
    const clear = (): void => {
      if (running === run) running = undefined;
    };
    run.then(clear, clear);
    return run;
  };

  return () => {
    if (!running) return start();
    following ??= running.then(ignore, ignore).then(() => {
      following = undefined;
      return start();
    });
    return following;
  };
}

/**
 * Runs `task` holding a Web Lock, so an old and a new version of the worker (both alive for a moment
 * during an update) cannot replay the same message together. Without Web Locks, runs unguarded:
 * within one worker `serialTask` already keeps runs apart.
 */
export function withLock<T>(locks: LockManager | undefined, name: string, task: () => Promise<T>): Promise<T> {
  return locks ? locks.request(name, task) : task();
}
