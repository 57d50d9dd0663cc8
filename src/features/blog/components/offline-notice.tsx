import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { offlineNotice } from '../model/saved-date';

/** Says plainly that the visitor is reading the copy saved on this device, and how old it is. */
export function OfflineNotice({ savedAt }: { savedAt: number }) {
  return (
    <Alert role="status" color="harvest" variant="light" mb="lg">
      {offlineNotice(savedAt)}
    </Alert>
  );
}
