import { Suspense } from 'react';
import { lazyWithRetry } from '../../components/errors/lazy-with-retry';
import { useOutboxStatus } from './use-outbox-status';

// If its code cannot be downloaded (offline), the notices wait for the connection instead of breaking the page.
const OutboxNotices = lazyWithRetry(
  () => import('./outbox-notices'),
  (module) => module.OutboxNotices,
);

/**
 * Where the site tells the visitor what became of messages sent from the outbox, on whatever page
 * they are: a queued message may be delivered, or refused, while they read something else or with
 * every tab closed. The notices' code loads only when there is one to show. The region itself is
 * always present, so a notice arriving later is announced.
 */
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
