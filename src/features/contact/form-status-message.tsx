import { hasBackgroundSync } from '../../lib/pwa/background-sync';
import classes from './contact.module.css';
import { CONTACT_TEXT } from './contact-texts';
import type { FormStatus } from './use-contact-form';

/** Both live regions stay in the page: a region added together with its text is often missed. */
export function FormStatusMessage({ status }: { status: FormStatus }) {
  const queued = hasBackgroundSync() ? CONTACT_TEXT.queued : CONTACT_TEXT.queuedUntilVisit;
  const good = status.kind === 'sent' ? CONTACT_TEXT.success : status.kind === 'queued' ? queued : '';
  const bad = status.kind === 'error' ? status.text : '';
  return (
    <>
      <div role="status" className={good ? `${classes.notice} ${classes.success}` : undefined}>
        {good}
      </div>
      <div role="alert" className={bad ? `${classes.notice} ${classes.failure}` : undefined}>
        {bad}
      </div>
    </>
  );
}
