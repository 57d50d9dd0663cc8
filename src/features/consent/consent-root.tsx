import { Suspense, useEffect, useState } from 'react';
import { lazyWithRetry } from '../../components/errors/lazy-with-retry';
import { env } from '../../config/env';
import { useConsent } from './use-consent';

// The banner, the configuration it checks and the analytics switch arrive in their own chunk.
const ConsentController = lazyWithRetry(
  () => import('./consent-manager'),
  (module) => module.ConsentController,
);

/** True once the browser is idle after the first paint, so the consent check never delays the page. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = (): void => setIdle(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(done, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(done, 300);
    return () => clearTimeout(handle);
  }, []);
  return idle;
}

const ANALYTICS_CONFIGURED = env.firebase.measurementId !== undefined;

// A site without analytics downloads the panel's code only when the visitor opens it.
export function ConsentRoot() {
  const idle = useIdle();
  const { reviewing } = useConsent();
  if (!reviewing && !(idle && ANALYTICS_CONFIGURED)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentController />
    </Suspense>
  );
}
