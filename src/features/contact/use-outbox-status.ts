import { EMPTY_OUTBOX, outboxStatusStore } from '../../lib/pwa/outbox-bridge';
import { useStoreValue } from '../../lib/use-store-value';
import type { OutboxStatus } from '../../shared/sw-contract';

/** The contact outbox as the service worker last reported it (empty without a service worker). */
export const useOutboxStatus = (): OutboxStatus => useStoreValue(outboxStatusStore, EMPTY_OUTBOX);
