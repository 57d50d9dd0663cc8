import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../components/errors/lazy-with-retry';
import { useHydrated } from '../../components/use-hydrated';
import { useNearViewport } from '../../components/use-near-viewport';

const SaveForOffline = lazyWithRetry(() => import('./save-for-offline').then(({ SaveForOffline: control }) => control));

/**
 * Save for offline, with its code downloaded only when the visitor comes near it (the footer, the
 * end of /impact). It was part of every page's first download, and most first visits never scroll
 * that far. Only ever drawn by the app (it needs it), so the prerendered page has nothing here to
 * match.
 */
export function SaveForOfflineWhenNear() {
  const hydrated = useHydrated();
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(place);
  return (
    <div ref={setPlace}>
      {hydrated && near && (
        <Suspense fallback={null}>
          <SaveForOffline />
        </Suspense>
      )}
    </div>
  );
}
