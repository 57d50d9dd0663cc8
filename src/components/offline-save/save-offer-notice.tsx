import { useEffect, useState } from 'react';
import { NoticeCard } from '../pwa/notice-card';
import noticeClasses from '../pwa/pwa-notices.module.css';
import { Button } from '../ui/button';
import { buttonClass } from '../ui/button-class';
import { updatePwaStatus } from '../../lib/pwa/pwa-status';
import { rememberDismissal } from '../../lib/pwa/remembered-dismissals';
import { formatSize, optionalDownloadsRefused } from './data-plan';
import { SaveProgressRow } from './save-progress-row';
import { cancelSave, SAVE_BYTES, saveStatusText, startSave, useSaveState } from './save-state';
import classes from './save-offer-notice.module.css';

/** Answered (either way) or closed: it is never offered again on this device. */
function answer(): void {
  rememberDismissal('save-for-offline');
}

function close(): void {
  answer();
  updatePwaStatus({ saveOffer: false });
}

/** The installed app's one-time offer; not shown, nor remembered, when the browser asks to save data or is on 2G. */
export function SaveOfferNotice() {
  const state = useSaveState();
  const [accepted, setAccepted] = useState(false);
  const refused = optionalDownloadsRefused();
  useEffect(() => {
    if (refused !== null) updatePwaStatus({ saveOffer: false });
  }, [refused]);
  if (refused !== null) return null;

  if (!accepted) {
    return (
      <NoticeCard
        title="Save for offline?"
        onDismiss={close}
        actions={
          <div className={classes.actions}>
            <Button
              size="xs"
              variant="white"
              onClick={() => {
                answer();
                setAccepted(true);
                void startSave('installed-app-offer');
              }}
            >
              Save
            </Button>
            <Button size="xs" variant="outline-white" onClick={close}>
              Not now
            </Button>
          </div>
        }
      >
        <p className={noticeClasses.detail}>
          Save pictures and videos for offline: {formatSize(SAVE_BYTES)}. Without saving, pages still open offline.
        </p>
      </NoticeCard>
    );
  }
  return (
    <NoticeCard title="Save for offline" onDismiss={close}>
      {state.kind === 'saving' ? (
        <SaveProgressRow
          progress={state.progress}
          onCancel={cancelSave}
          className={classes.progressRow}
          buttonClassName={buttonClass({ variant: 'outline-white', size: 'xs' })}
          progressClassName={classes.progress}
        />
      ) : (
        <p className={noticeClasses.detail}>{saveStatusText(state, null)}</p>
      )}
    </NoticeCard>
  );
}
