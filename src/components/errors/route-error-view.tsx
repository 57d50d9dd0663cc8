import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { onlineStatusStore } from '../../lib/pwa/online-status';
import { Button } from '../ui/button';
import { buttonClass } from '../ui/button-class';
import { isChunkLoadError, isOffline } from './chunk-load-error';
import { ErrorScreen } from './error-screen';

/** Every route's error view: offline without this page's code, the site updated (reload), or anything else. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // isOffline on the server side too: hydration reads the browser's value rather than assuming online.
  const offline = useSyncExternalStore(onlineStatusStore.subscribe, isOffline, isOffline);
  const chunkMissing = isChunkLoadError(error);

  const retry = useCallback(() => {
    reset();
    void router.invalidate();
  }, [reset, router]);

  const reload = useCallback(() => window.location.reload(), []);

  // Reloading offline would swap this page for the browser's "no internet" screen.
  const tryAgain = useCallback(() => (isOffline() ? retry() : reload()), [retry, reload]);

  // Back online: load the missing page without waiting for a click.
  useEffect(() => {
    if (!chunkMissing) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [chunkMissing, reload]);

  if (chunkMissing && offline) {
    return (
      <ErrorScreen title="You're offline" actions={<Button onClick={tryAgain}>Try again</Button>}>
        This page has not been saved on this device yet, so it needs a connection the first time you open it. It will
        load as soon as you are back online. Pages you have already visited still work offline.
      </ErrorScreen>
    );
  }
  if (chunkMissing) {
    return (
      <ErrorScreen title="This page has been updated" actions={<Button onClick={reload}>Reload the page</Button>}>
        A newer version of the site is available. Reload to get it; it only takes a moment.
      </ErrorScreen>
    );
  }
  return (
    <ErrorScreen
      title="Sorry, this page didn't load properly"
      actions={
        <>
          <Button onClick={retry}>Try again</Button>
          <Link to="/" className={buttonClass({ variant: 'outline' })}>
            Go to the home page
          </Link>
        </>
      }
    >
      Something on our side stopped this page from showing. Trying again usually fixes it. If it keeps happening, please
      tell us through the Contact page.
    </ErrorScreen>
  );
}
