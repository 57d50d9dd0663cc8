import { useSyncExternalStore } from 'react';
import { outboxStatusStore } from '../../lib/pwa/outbox-bridge';
import type { OutboxStatus } from '../../shared/sw-contract';

/** The contact outbox as the service worker last reported it (empty without a service worker). */
export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(
    outboxStatusStore.subscribe,
    outboxStatusStore.getSnapshot,
    outboxStatusStore.getServerSnapshot,
  );
}
