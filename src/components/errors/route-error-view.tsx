import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { onlineStatusStore } from '../../lib/pwa/online-status';
import { Button } from '../ui/button';
import { buttonClass } from '../ui/button-class';
import { classNames } from '../ui/class-names';
import { containerClass, layoutClasses } from '../ui/layout';
import { Text, Title } from '../ui/typography';
import { isChunkLoadError, isOffline } from './chunk-load-error';
import classes from './error-screen.module.css';

/** A whole-page message; its heading takes focus, so a screen reader announces what happened. */
function ErrorScreen({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={containerClass('sm', classes.screen)} data-testid="error-screen">
      <div className={classNames(layoutClasses.stack, layoutClasses.centered)}>
        <Title order={1} ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Text size="lg">{children}</Text>
        <div className={classes.actions}>{actions}</div>
      </div>
    </div>
  );
}

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
