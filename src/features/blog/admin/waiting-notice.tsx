import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { subscribeToWaitingWrites, waitingPostCount, waitingWrites } from './waiting-writes';

export function WaitingNotice() {
  const count = waitingPostCount(useSyncExternalStore(subscribeToWaitingWrites, waitingWrites));
  // Always in the page, so screen readers hear the count change; empty when nothing waits.
  return (
    <div role="status">
      {count > 0 && (
        <Alert
          // A note inside the status region, not an alert of its own: nothing failed.
          role="note"
          color="yellow"
          // Mantine's yellow title is below 4.5:1 on its light background.
          styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
          title={`Waiting for a connection: ${String(count)} ${count === 1 ? 'post' : 'posts'}`}
        >
          Kept on this device and sent by itself once the connection returns, even if you close this page now (it is
          sent the next time you open the dashboard online).
        </Alert>
      )}
    </div>
  );
}
