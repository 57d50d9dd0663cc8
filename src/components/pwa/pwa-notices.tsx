import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { declineInstall, dismissIosInstallHint, promptInstall } from '../../lib/pwa/install-prompt';
import type { PwaStatus } from '../../lib/pwa/pwa-status';
import { dismissOfflineReady, dismissUpdate, reloadIntoNewVersion } from '../../lib/pwa/update-flow';
import { Icon } from '../media/media-icons';
import { Button } from '../ui/button';
import { NoticeCard } from './notice-card';
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

/** The app's notices, most important first. */
export function PwaNotices({ status }: { status: PwaStatus }) {
  const list = useRef<HTMLUListElement>(null);
  useRoomBelowThePage(list);
  return (
    <ul className={classes.list} aria-label="About this app" ref={list}>
      {status.updateWaiting && (
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
      )}
      {status.offlineReady && <OfflineReadyToast />}
      {status.installable && (
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
      )}
      {status.iosInstallHint && (
        <NoticeCard title="Install this app" onDismiss={dismissIosInstallHint}>
          <p className={classes.detail}>
            Tap the Share button
            <span className={classes.inlineIcon}>
              {/* iOS's Share symbol. */}
              <Icon
                size={18}
                path="M12 2 7.5 6.5l1.4 1.4L11 5.8V15h2V5.8l2.1 2.1 1.4-1.4zM5 10v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10h-2v10H7V10z"
              />
            </span>
            , then “Add to Home Screen”.
          </p>
        </NoticeCard>
      )}
      {status.saveOffer && (
        <Suspense fallback={null}>
          <SaveOfferNotice />
        </Suspense>
      )}
    </ul>
  );
}
