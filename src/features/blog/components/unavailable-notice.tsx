import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import classes from './unavailable-notice.module.css';

export function UnavailableNotice({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Notice role="status" tone="gray" title="Not available offline yet">
      We could not reach the server to load {what}, and no copy is saved on this device yet. Check your connection and
      try again.
      <Button variant="outline" size="xs" className={classes.retry} onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
