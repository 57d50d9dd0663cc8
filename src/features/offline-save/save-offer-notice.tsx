import { useEffect, useState } from 'react';
import { NoticeCard } from '../../components/pwa/notice-card';
import noticeClasses from '../../components/pwa/pwa-notices.module.css';
import { Button } from '../../components/ui/button';
import { buttonClass } from '../../components/ui/button-class';
import { updatePwaStatus } from '../../lib/pwa/pwa-status';
import { rememberDismissal } from '../../lib/pwa/remembered-dismissals';
import { formatSize, optionalDownloadsRefused } from './data-plan';
import { SaveProgressRow } from './save-progress-row';
import { cancelSave, SAVE_BYTES, saveStatusText, startSave, useSaveState } from './save-state';
import classes from './save-offer-notice.module.css';

export const SAVE_OFFER_TEXT = {
  title: 'Save for offline?',
  offer: `Save pictures and videos for offline: ${formatSize(SAVE_BYTES)}. Without saving, pages still open offline.`,
  save: 'Save',
  notNow: 'Not now',
} as const;

/** Answered (either way) or closed: it is never offered again on this device. */
function answer(): void {
  rememberDismissal('save-for-offline');
}

function close(): void {
  answer();
  updatePwaStatus({ saveOffer: false });
}

/**
 * The installed app's one-time offer of Save for offline (issue 16): the size first, Save or Not
 * now, and nothing downloaded unless the visitor presses Save. After Save it shows the save's
 * progress with Cancel, then how much space it uses, like the footer's control (the same save:
 * save-state.ts). Never shown when the browser asks to save data or the connection is 2G; then it
 * is not remembered either, so it may come on a better connection.
 */
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
        title={SAVE_OFFER_TEXT.title}
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
              {SAVE_OFFER_TEXT.save}
            </Button>
            <Button size="xs" variant="outline-white" onClick={close}>
              {SAVE_OFFER_TEXT.notNow}
            </Button>
          </div>
        }
      >
        <p className={noticeClasses.detail}>{SAVE_OFFER_TEXT.offer}</p>
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
