import { useSyncExternalStore } from 'react';
import { onlineStatusStore } from '../../lib/pwa/online-status';
import classes from './offline-indicator.module.css';
import { CloudOffIcon } from './pwa-icons';
import { PWA_TEXT } from './pwa-texts';

/**
 * "Offline" in the header while the browser has no network. The status region is always there,
 * empty while online, so screen readers hear the word when the connection drops.
 */
export function OfflineIndicator() {
  const online = useSyncExternalStore(
    onlineStatusStore.subscribe,
    onlineStatusStore.getSnapshot,
    onlineStatusStore.getServerSnapshot,
  );
  return (
    <span role="status" className={classes.status}>
      {!online && (
        <span className={classes.badge}>
          <CloudOffIcon />
          {PWA_TEXT.offline}
        </span>
      )}
    </span>
  );
}
