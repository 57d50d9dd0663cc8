import { Suspense } from 'react';
import { lazyWithRetry } from '../errors/lazy-with-retry';
import { useNearViewportRef } from '../use-near-viewport';

const SaveForOffline = lazyWithRetry(
  () => import('./save-for-offline'),
  (module) => module.SaveForOffline,
);

/**
 * Save for offline, with its code downloaded only when the visitor comes near it (the footer, the
 * end of /impact). It was part of every page's first download, and most first visits never scroll
 * that far. Only ever drawn by the app (it needs it): `near` is false until the page has been taken
 * over, so the prerendered page and the first render agree on an empty box.
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
