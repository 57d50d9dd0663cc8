/**
 * Ends the task so the browser can paint or answer a tap: start-up steps in one task make one long task
 * on a slow phone. `scheduler.yield()` resumes at the front of the queue; elsewhere a timer, a little later.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Never later than `timeout`, so a background tab or busy page still gets it done. Safari has no `requestIdleCallback`. */
export function whenIdle(work: () => void, timeout = 3000, withoutIdleCallback = 200): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(work, withoutIdleCallback);
}

/** A frame callback runs before the next paint, a task queued from there after it; a hidden page paints nothing. */
export function afterNextPaint(callback: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(callback, 0);
  else requestAnimationFrame(() => setTimeout(callback, 0));
}
