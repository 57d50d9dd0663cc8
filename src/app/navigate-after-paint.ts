import { afterNextPaint } from '../lib/yield-to-browser';
import type { AppRouter } from './create-app-router';

/**
 * Every navigation (a link's press, `navigate()`) starts once the press that asked for it has been
 * painted. TanStack Router hands its new matches to React through an external store, and React
 * always renders a store's update inside the event that caused it (a transition cannot defer it):
 * the new page's first render was most of the slowest input on the emulated low-end phone, with the
 * press itself left unpainted until it ended. The router has no option for this, so its `navigate`
 * is wrapped; the back and forward buttons do not go through it and need not.
 */
export function navigateAfterPaint(router: AppRouter): void {
  const navigate = router.navigate;
  router.navigate = (options) => new Promise((resolve) => afterNextPaint(() => resolve(navigate(options))));
}
