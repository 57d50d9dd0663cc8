const ignore = (): void => undefined;

/** Runs never overlap; a burst of calls during one collapses into one follow-up that starts after each call. */
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

/** A Web Lock, so an old and a new worker (both alive during an update) cannot replay the same message together. */
export function withLock<T>(locks: LockManager | undefined, name: string, task: () => Promise<T>): Promise<T> {
  return locks ? locks.request(name, task) : task();
}
