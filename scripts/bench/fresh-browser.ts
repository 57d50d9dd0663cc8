import { launch, type LaunchedChrome } from 'chrome-launcher';
import { StackError } from '../stack/stack-error';
import { retried } from './retried';

/** Debian's chromium unless CHROME_PATH says otherwise (design.md, "Lighthouse"). */
export const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

let current: LaunchedChrome | undefined;

/** Synchronous, so it is safe from an 'exit' handler. */
export const killChrome = (): void => {
  const chrome = current;
  current = undefined;
  chrome?.kill();
};

// Never leave a browser behind.
process.once('exit', killChrome);

/**
 * `use` with a browser of its own on DevTools `port`, one at a time, all of it retried if it fails.
 * Every launch gets a new temporary profile, so each attempt is a true first visit.
 */
export const inFreshBrowser = <T>(
  label: string,
  stopped: () => boolean,
  use: (port: number) => Promise<T>,
): Promise<T> =>
  retried(
    async () => {
      // run.ts stops the browser and the stack in order.
      const chrome = await launch({
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        handleSIGINT: false,
        logLevel: 'silent',
      }).catch((error: unknown) => {
        throw new StackError(
          `Chromium could not be started from ${CHROME_PATH} (${error instanceof Error ? error.message : String(error)}); set CHROME_PATH to a Chrome or Chromium binary.`,
        );
      });
      current = chrome;
      try {
        return await use(chrome.port);
      } finally {
        killChrome();
      }
    },
    label,
    stopped,
  );
