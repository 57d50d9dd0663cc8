import { hasBackgroundSync } from '../../lib/pwa/background-sync';
import classes from './contact.module.css';
import { OUTBOX_TEXT } from './contact-texts';
import { useOutboxStatus } from './use-outbox-status';

/** How many messages wait on this device. A live region that stays, so the count going down is heard. */
export function OutboxSummary() {
  const { waiting } = useOutboxStatus();
  return (
    <p role="status" className={waiting > 0 ? `${classes.notice} ${classes.waiting}` : classes.errorSummary}>
      {waiting > 0 ? OUTBOX_TEXT.waiting(waiting, hasBackgroundSync()) : ''}
    </p>
  );
}
