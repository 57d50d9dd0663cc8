import type { ElementHandle, Page } from 'puppeteer-core';
import { MENU_LABEL } from '../../src/components/layout/nav-links';
import { PART_LIVE_ATTRIBUTE } from '../../src/lib/app-started';
import { PART_ATTRIBUTE } from '../../src/lib/early-presses/contract';

/** One thing a visitor does on a loaded page, timed as one Lighthouse timespan (interaction-pass.ts). */
export interface Interaction {
  name: string;
  path: string;
  /** Before the timespan: what the visitor will press, in view and live; undefined when the page has none. */
  prepare: (page: Page) => Promise<ElementHandle | undefined>;
  /** Inside the timespan. */
  act: (page: Page, target: ElementHandle) => Promise<void>;
}

const FIND_TIMEOUT_MS = 10_000;
/** Time for the page to answer and paint before the next input, as a visitor's finger would leave. */
const BETWEEN_INPUTS_MS = 300;

const pause = (page: Page, ms = BETWEEN_INPUTS_MS): Promise<void> =>
  page.evaluate((wait) => new Promise<void>((resolve) => setTimeout(resolve, wait)), ms);

async function waitForElement(
  page: Page,
  find: (arg: string) => Element | null | undefined,
  arg = '',
): Promise<ElementHandle | undefined> {
  try {
    const handle = await page.waitForFunction(find, { timeout: FIND_TIMEOUT_MS }, arg);
    const element = handle.asElement();
    if (!element) await handle.dispose();
    return (element as ElementHandle | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * What `find` finds, scrolled into view once its part answers presses: ours far down a page take over
 * only as the visitor nears them (src/components/hydrate-when-near.tsx); another site gets a quiet network.
 */
const near =
  (find: (page: Page) => Promise<ElementHandle | undefined>) =>
  async (page: Page): Promise<ElementHandle | undefined> => {
    const target = await find(page);
    if (!target) return undefined;
    await target.scrollIntoView();
    await page
      .waitForFunction(
        (element, part, live) => !element.closest(`[${part}]`) || element.closest(`[${live}]`),
        { timeout: FIND_TIMEOUT_MS },
        target,
        PART_ATTRIBUTE,
        PART_LIVE_ATTRIBUTE,
      )
      .catch(() => undefined);
    await page.waitForNetworkIdle({ idleTime: 500, timeout: FIND_TIMEOUT_MS }).catch(() => undefined);
    return target;
  };

const byLabel = (page: Page, label: string) =>
  waitForElement(
    page,
    (name) =>
      [...document.querySelectorAll('button, [role="button"]')].find(
        (element) => element.getAttribute('aria-label') === name || element.textContent.trim() === name,
      ),
    label,
  );

const bySelector = (page: Page, selector: string) =>
  waitForElement(page, (css) => document.querySelector(css), selector);

async function press(page: Page, target: ElementHandle, answerMs = BETWEEN_INPUTS_MS): Promise<void> {
  await target.click();
  await pause(page, answerMs);
}

const MESSAGE_SENTENCE = 'We would like to visit the school in Jos next month with our youth group.';

export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'Open and close the menu',
    path: '/',
    prepare: (page) => byLabel(page, MENU_LABEL),
    act: async (page, toggle) => {
      await press(page, toggle);
      await press(page, toggle);
    },
  },
  {
    name: 'Next slide of the first carousel',
    path: '/',
    prepare: near((page) => byLabel(page, 'Next slide')),
    act: press,
  },
  {
    name: 'Switch the currency and choose an amount',
    path: '/donate',
    prepare: near((page) => bySelector(page, 'input[type="radio"][value="USD"]')),
    act: async (page, usd) => {
      await press(page, usd);
      const amount = await bySelector(page, 'form:has(input[type="radio"][value="USD"]:checked) input[name="gift"]');
      if (!amount) throw new Error('After the switch to US dollars, no amount could be chosen.');
      await press(page, amount);
    },
  },
  {
    name: 'Type a sentence into the message',
    path: '/contact',
    prepare: near((page) => bySelector(page, 'textarea')),
    act: async (page, message) => {
      await message.click();
      await message.type(MESSAGE_SENTENCE, { delay: 40 });
      await pause(page);
    },
  },
  {
    name: 'Play a story',
    path: '/impact',
    prepare: near((page) =>
      waitForElement(page, () =>
        [...document.querySelectorAll('button')].find((button) =>
          /^Play (?!slideshow)/.test(button.getAttribute('aria-label') ?? button.textContent.trim()),
        ),
      ),
    ),
    act: (page, play) => press(page, play, 1000),
  },
  {
    name: 'Open a post from the blog',
    path: '/blog',
    prepare: near((page) =>
      waitForElement(page, () =>
        [...document.querySelectorAll('main a')].find((link) => link.textContent.trim().startsWith('Read More')),
      ),
    ),
    act: async (page, link) => {
      const from = page.url();
      await link.click();
      await page.waitForFunction((url) => location.href !== url, { timeout: FIND_TIMEOUT_MS }, from);
      await pause(page, 1000);
    },
  },
];
