/**
 * Ends the current task so the browser can paint, answer a tap or run a timer before the next
 * step. A step of start-up that runs on after another in the same task makes one long task on a slow
 * phone (the app's module, then the router, then hydration measured 430 ms together there). Chromium's
 * `scheduler.yield()` puts the rest at the front of the queue; elsewhere a timer does the same job a
 * little later.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Work that can wait until the browser has nothing else to do (never longer than `timeout`): a
 * background tab or a busy page still gets it done. Safari has no `requestIdleCallback`.
 */
export function whenIdle(work: () => void, timeout = 3000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(work, 200);
}

/**
 * After the browser's next paint: a frame callback runs before it, a task queued from there after it.
 * A hidden page paints nothing, so there it is at once.
 */
export function afterNextPaint(callback: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(callback, 0);
  else requestAnimationFrame(() => setTimeout(callback, 0));
}
