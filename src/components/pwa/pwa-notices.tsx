import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { declineInstall, dismissIosInstallHint, promptInstall } from '../../lib/pwa/install-prompt';
import type { PwaStatus } from '../../lib/pwa/pwa-status';
import { dismissOfflineReady, dismissUpdate, reloadIntoNewVersion } from '../../lib/pwa/update-flow';
import { Button } from '../ui/button';
import { NoticeCard } from './notice-card';
import { ShareIcon } from './pwa-icons';
import classes from './pwa-notices.module.css';
import { PWA_TEXT } from './pwa-texts';
import { useRoomBelowThePage } from './use-room-below-the-page';

/** Only the installed app offers it, so its code (and Save for offline's) loads only there. */
const SaveOfferNotice = lazy(() =>
  import('../offline-save/save-offer-notice').then(({ SaveOfferNotice }) => ({ default: SaveOfferNotice })),
);

/** How long "Ready to work offline" stays unless the visitor points at it or focuses it. */
const TOAST_MS = 8_000;

function OfflineReadyToast() {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(dismissOfflineReady, TOAST_MS);
    return () => clearTimeout(timer);
  }, [held]);
  return (
    <NoticeCard title={PWA_TEXT.offlineReady} onDismiss={dismissOfflineReady} onHoldChange={setHeld}>
      <p className={classes.detail}>{PWA_TEXT.offlineReadyDetail}</p>
    </NoticeCard>
  );
}

function UpdateNotice() {
  return (
    <NoticeCard
      title={PWA_TEXT.updateAvailable}
      onDismiss={dismissUpdate}
      actions={
        <Button size="xs" variant="white" onClick={reloadIntoNewVersion}>
          {PWA_TEXT.reload}
        </Button>
      }
    >
      <p className={classes.detail}>{PWA_TEXT.updateDetail}</p>
    </NoticeCard>
  );
}

function InstallOffer() {
  return (
    <NoticeCard
      title={PWA_TEXT.installTitle}
      onDismiss={declineInstall}
      actions={
        <Button size="xs" variant="white" onClick={() => void promptInstall()}>
          {PWA_TEXT.install}
        </Button>
      }
    >
      <p className={classes.detail}>{PWA_TEXT.installOffer}</p>
    </NoticeCard>
  );
}

function IosInstallHint() {
  return (
    <NoticeCard title={PWA_TEXT.installTitle} onDismiss={dismissIosInstallHint}>
      <p className={classes.detail}>
        {PWA_TEXT.iosHintBefore}
        <span className={classes.inlineIcon}>
          <ShareIcon />
        </span>
        , {PWA_TEXT.iosHintAfter}
      </p>
    </NoticeCard>
  );
}

/**
 * The app's notices, most important first. Each closes on its own. While any shows, the page gets
 * as much room below its footer, so its last lines can be scrolled out from under them.
 */
export function PwaNotices({ status }: { status: PwaStatus }) {
  const list = useRef<HTMLUListElement>(null);
  useRoomBelowThePage(list);
  return (
    <ul className={classes.list} aria-label={PWA_TEXT.noticesLabel} ref={list}>
      {status.updateWaiting && <UpdateNotice />}
      {status.offlineReady && <OfflineReadyToast />}
      {status.installable && <InstallOffer />}
      {status.iosInstallHint && <IosInstallHint />}
      {status.saveOffer && (
        <Suspense fallback={null}>
          <SaveOfferNotice />
        </Suspense>
      )}
    </ul>
  );
}
