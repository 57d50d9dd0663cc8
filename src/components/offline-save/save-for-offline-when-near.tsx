import { Suspense } from 'react';
import { lazyWithRetry } from '../errors/lazy-with-retry';
import { useNearViewportRef } from '../use-near-viewport';

const SaveForOffline = lazyWithRetry(
  () => import('./save-for-offline'),
  (module) => module.SaveForOffline,
);

/** Downloaded only near it (most visits never get there); empty until hydration, as prerendered. */
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
