import { expect, type Page } from '@playwright/test';

/** The pages' share control (src/components/share/share-page.tsx) as a visitor finds it. */
export const shareControl = {
  whatsapp: (page: Page) => page.getByRole('link', { name: 'Share on WhatsApp' }),
  email: (page: Page) => page.getByRole('link', { name: 'Share by e-mail' }),
  copy: (page: Page) => page.getByRole('button', { name: 'Copy link' }),
  sheet: (page: Page) => page.getByRole('button', { name: 'Share', exact: true }),
};

/** The WhatsApp and e-mail links carry `title` and `address`: WhatsApp as one text, e-mail as subject and body. */
export async function expectShareMessage(page: Page, title: string, address: string): Promise<void> {
  const whatsapp = new URL((await shareControl.whatsapp(page).getAttribute('href')) ?? '');
  expect(whatsapp.origin).toBe('https://wa.me');
  expect(whatsapp.searchParams.get('text')).toBe(`${title} ${address}`);
  const email = new URL((await shareControl.email(page).getAttribute('href')) ?? '');
  expect(email.protocol).toBe('mailto:');
  expect(email.searchParams.get('subject')).toBe(title);
  expect(email.searchParams.get('body')).toBe(address);
}

/** Takes the Web Share API away, as in a desktop browser, before the page's first script. */
export const withoutWebShare = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
};

declare global {
  interface Window {
    __shared?: ShareData[];
  }
}

/**
 * Gives the page a Web Share API, as a phone has, that records what it was asked to share instead of
 * opening the system's sheet; read it with sharedSoFar.
 */
export const withWebShare = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        window.__shared = [...(window.__shared ?? []), data];
        return Promise.resolve();
      },
    });
  });
};

export const sharedSoFar = (page: Page): Promise<ShareData[] | undefined> => page.evaluate(() => window.__shared);
