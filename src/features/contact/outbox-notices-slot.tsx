import { Suspense } from 'react';
import { lazyWithRetry } from '../../components/errors/lazy-with-retry';
import { useOutboxStatus } from './use-outbox-status';

// If its code cannot be downloaded (offline), the notices wait for the connection instead of breaking the page.
const OutboxNotices = lazyWithRetry(
  () => import('./outbox-notices'),
  (module) => module.OutboxNotices,
);

// On every page: a queued message may be delivered anywhere. The region stays, so a later notice is announced.
export function OutboxNoticesSlot() {
  const { outcomes } = useOutboxStatus();
  return (
    <div aria-live="polite">
      {outcomes.length > 0 && (
        <Suspense fallback={null}>
          <OutboxNotices outcomes={outcomes} />
        </Suspense>
      )}
    </div>
  );
}
