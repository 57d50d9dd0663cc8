import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { declineInstall, dismissIosInstallHint, promptInstall } from '../../lib/pwa/install-prompt';
import type { PwaStatus } from '../../lib/pwa/pwa-status';
import { dismissOfflineReady, dismissUpdate, reloadIntoNewVersion } from '../../lib/pwa/update-flow';
import { Button } from '../ui/button';
import { NoticeCard } from './notice-card';
import { ShareIcon } from './pwa-icons';
import classes from './pwa-notices.module.css';
import { useRoomBelowThePage } from './use-room-below-the-page';

/** Only the installed app offers it, so its code loads only there. */
const SaveOfferNotice = lazy(() =>
  import('../offline-save/save-offer-notice').then(({ SaveOfferNotice }) => ({ default: SaveOfferNotice })),
);

/** How long "Ready to work offline" stays unless pointed at or focused. */
const TOAST_MS = 8_000;

function OfflineReadyToast() {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(dismissOfflineReady, TOAST_MS);
    return () => clearTimeout(timer);
  }, [held]);
  return (
    <NoticeCard title="Ready to work offline" onDismiss={dismissOfflineReady} onHoldChange={setHeld}>
      <p className={classes.detail}>Pages you open from now on work without a connection.</p>
    </NoticeCard>
  );
}

function UpdateNotice() {
  return (
    <NoticeCard
      title="A new version is available"
      onDismiss={dismissUpdate}
      actions={
        <Button size="xs" variant="white" onClick={reloadIntoNewVersion}>
          Reload
        </Button>
      }
    >
      <p className={classes.detail}>Reload to use it. Anything you are typing stays until you do.</p>
    </NoticeCard>
  );
}

function InstallOffer() {
  return (
    <NoticeCard
      title="Install this app"
      onDismiss={declineInstall}
      actions={
        <Button size="xs" variant="white" onClick={() => void promptInstall()}>
          Install app
        </Button>
      }
    >
      <p className={classes.detail}>
        Add Hope Harvest Mission to your home screen: it opens like an app and works offline.
      </p>
    </NoticeCard>
  );
}

function IosInstallHint() {
  return (
    <NoticeCard title="Install this app" onDismiss={dismissIosInstallHint}>
      <p className={classes.detail}>
        Tap the Share button
        <span className={classes.inlineIcon}>
          <ShareIcon />
        </span>
        , then “Add to Home Screen”.
      </p>
    </NoticeCard>
  );
}

/** The app's notices, most important first. */
export function PwaNotices({ status }: { status: PwaStatus }) {
  const list = useRef<HTMLUListElement>(null);
  useRoomBelowThePage(list);
  return (
    <ul className={classes.list} aria-label="About this app" ref={list}>
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
