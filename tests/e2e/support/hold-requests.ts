import { SHELL_CHUNK } from '../../../scripts/build/load-phase-chunks';
import type { Page } from '@playwright/test';
import { isChunkOf } from './chunks';
import { LOCAL_PORTS, localUrl } from '../../../src/config/local-stack';

const SITE_ORIGIN = localUrl(LOCAL_PORTS.hosting);

/**
 * Holds every request to `url` (a Playwright glob, or a test of the URL) until the returned `release` is called, so a test
 * can look at the page in the moment before that answer arrives.
 */
export async function holdRequests(page: Page, url: string | ((url: URL) => boolean)): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app's own code (src/app/start-app.tsx, in the shell chunk), held back to see a page before the app takes it over. */
export const APP_CODE = isChunkOf(SHELL_CHUNK);

/**
 * Holds back every script of the site (the app, the route's code, the blog's early read), as a
 * slow network does for seconds after the page has painted, until the returned `release`.
 */
export async function holdSiteScripts(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.origin === SITE_ORIGIN && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
