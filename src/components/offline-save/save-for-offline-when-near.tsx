import { Suspense } from 'react';
import { lazyWithRetry } from '../errors/lazy-with-retry';
import { useNearViewportRef } from '../use-near-viewport';

const SaveForOffline = lazyWithRetry(
  () => import('./save-for-offline'),
  (module) => module.SaveForOffline,
);

/**
 * Save for offline, its code downloaded only near it: most first visits never scroll that far. `near`
 * is false until hydration, so the prerendered page and the first render agree on an empty box.
 */
export function SaveForOfflineWhenNear() {
  const [near, watch] = useNearViewportRef();
  return (
    <div ref={watch}>
      {near && (
        <Suspense fallback={null}>
          <SaveForOffline />
        </Suspense>
      )}
    </div>
  );
}
