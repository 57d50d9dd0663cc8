import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React takes over after the rest. Hydrating, React leaves every
 * Suspense boundary of the HTML for later and then hydrates them at a lower priority, rendering in
 * slices the browser can put a tap or a frame between, and a part the visitor presses is hydrated
 * first (React's selective hydration). The boundaries ready at the same time are committed together,
 * in one task (a listing of commits on /impact and /about showed it): a part too large for that waits
 * for the visitor instead (hydrate-when-near.tsx). On a page the app draws itself nothing suspends
 * here, so the fallback is never seen.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
