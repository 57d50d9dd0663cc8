import { Suspense, type ReactNode } from 'react';

/**
 * A part React hydrates after the rest, at lower priority and in slices (selective hydration). Boundaries
 * ready together commit in one task: a part too large for that uses hydrate-when-near.tsx instead.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
