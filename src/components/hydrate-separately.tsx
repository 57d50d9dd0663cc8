import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React takes over on its own. Hydrating, React leaves every
 * Suspense boundary of the HTML for later and then hydrates each one separately, at a lower priority
 * and in its own commit, so one long task becomes several short ones the browser can put a tap or a
 * frame between, and a part the visitor presses is hydrated first (React's selective hydration). On
 * a page the app draws itself nothing suspends here, so the fallback is never seen.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
