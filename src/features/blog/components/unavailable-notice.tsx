import '@mantine/core/styles/Alert.css';
import { Alert, Button } from '@mantine/core';

/** Offline (or the server too slow) and nothing saved on this device yet: say so, and offer a retry. */
export function UnavailableNotice({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert role="status" color="gray" variant="light" title="Not available offline yet">
      We could not reach the server to load {what}, and no copy is saved on this device yet. Check your connection and
      try again.
      <Button variant="outline" size="xs" mt="sm" display="block" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
