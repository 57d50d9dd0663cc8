import { afterNextPaint } from '../lib/yield-to-browser';
import type { AppRouter } from './create-app-router';

/**
 * Navigations start once the press that asked is painted: React renders the router's store update inside the
 * press (a transition cannot defer it), and the router has no option for this, so `navigate` is wrapped.
 */
export function navigateAfterPaint(router: AppRouter): void {
  const navigate = router.navigate;
  router.navigate = (options) => new Promise((resolve) => afterNextPaint(() => resolve(navigate(options))));
}
