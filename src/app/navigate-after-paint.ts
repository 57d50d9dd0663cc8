import { afterNextPaint } from '../lib/yield-to-browser';
import type { AppRouter } from './create-app-router';

/**
 * Every navigation starts once the press that asked for it has been painted: the router hands its new
 * matches to React through an external store, which React renders inside the press (a transition
 * cannot defer it), leaving the press unpainted. The router has no option for this, so `navigate` is wrapped.
 */
export function navigateAfterPaint(router: AppRouter): void {
  const navigate = router.navigate;
  router.navigate = (options) => new Promise((resolve) => afterNextPaint(() => resolve(navigate(options))));
}
