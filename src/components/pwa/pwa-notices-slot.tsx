import { lazy, Suspense } from 'react';
import { hasPwaNotice, usePwaStatus } from '../../lib/pwa/pwa-status';
import classes from './pwa-notices-slot.module.css';

const PwaNotices = lazy(() => import('./pwa-notices').then(({ PwaNotices }) => ({ default: PwaNotices })));

/** The notices' code loads only when there is one to show; the live region is always there, so it is announced. */
export function PwaNoticesSlot() {
  const status = usePwaStatus();
  return (
    <div className={classes.region} aria-live="polite">
      {hasPwaNotice(status) && (
        <Suspense fallback={null}>
          <PwaNotices status={status} />
        </Suspense>
      )}
    </div>
  );
}
