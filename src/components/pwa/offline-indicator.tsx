import { useSyncExternalStore } from 'react';
import { onlineStatusStore } from '../../lib/pwa/online-status';
import { Icon } from '../media/media-icons';
import classes from './offline-indicator.module.css';

const CLOUD_OFF_PATH =
  'M3.3 2.3 2 3.6l2.8 2.8A6.5 6.5 0 0 0 6 19h11.2l2.2 2.2 1.3-1.3zM6 17a4.5 4.5 0 0 1-.2-9l8.9 9zm13.4-6.9A6.5 6.5 0 0 0 9.1 5.6l1.5 1.5A4.5 4.5 0 0 1 17.5 11v1h1.5a2.5 2.5 0 0 1 1.4 4.6l1.4 1.4A4.5 4.5 0 0 0 19.4 10.1z';

/** The status region is always there, empty while online, so screen readers hear the word when the connection drops. */
export function OfflineIndicator() {
  const { subscribe, getSnapshot, getServerSnapshot } = onlineStatusStore;
  const online = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return (
    <span role="status" className={classes.status}>
      {!online && (
        <span className={classes.badge}>
          <Icon size={16} path={CLOUD_OFF_PATH} />
          Offline
        </span>
      )}
    </span>
  );
}
