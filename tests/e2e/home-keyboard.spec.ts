import { expect, test, type Page } from './support/test';
import { aboutCards } from '../../src/content/about';
import { getInvolved, homeHero } from '../../src/content/home';
import { autoplayOf, firstVisibleSlideLabel } from './support/carousel';

/**
 * The accessible name of the focused element, roughly: aria-label or its rendered text (innerText,
 * which leaves out hidden text such as the carousel button's spare "Play slideshow" label).
 */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const text = element instanceof HTMLElement ? element.innerText : element?.textContent;
    // Hidden text (Learn More's "about us") is out of flow, so innerText puts a line break before it.
    return (element?.getAttribute('aria-label') ?? text ?? '').replace(/\s+/g, ' ').trim();
  });

async function tabToNamed(page: Page, name: string | RegExp, within?: string): Promise<void> {
  for (let press = 0; press < 80; press++) {
    await page.keyboard.press('Tab');
    const current = await focusedName(page);
    const inside =
      within === undefined ||
      (await page.evaluate((label) => document.activeElement?.closest(`[aria-label="${label}"]`) !== null, within));
    if (inside && (typeof name === 'string' ? current === name : name.test(current))) return;
  }
  throw new Error(`Tabbing never reached "${String(name)}"${within === undefined ? '' : ` in ${within}`}.`);
}

test('a keyboard-only visitor can reach and operate every control on Home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHero.heading);

  // The skip link comes first and jumps to the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  await tabToNamed(page, homeHero.donateLabel);
  // Hidden text completes the link's name (what focusedName reads, as a screen reader does).
  await tabToNamed(page, `${homeHero.learnMoreLabel} ${homeHero.learnMoreHiddenText}`);
  await tabToNamed(page, homeHero.watchStoryLabel);

  // Enter opens the founder video; Escape closes it and focus returns to the button.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: homeHero.watchStoryLabel });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: homeHero.watchStoryLabel })).toBeFocused();

  for (const card of aboutCards) await tabToNamed(page, card.title);
  for (let card = 0; card < 3; card++) await tabToNamed(page, 'See Details');
  await tabToNamed(page, getInvolved.linkLabel);
  await tabToNamed(page, 'See all posts');

  for (const name of ['Chaplaincy photos', 'Gallery photos']) {
    const carousel = page.getByRole('region', { name, exact: true });
    // Its controls answer once the app has taken the page over.
    await expect(autoplayOf(carousel)).toBeAttached();
    await tabToNamed(page, 'Pause slideshow', name);
    // Enter and Space both toggle the rotation.
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeFocused();
    await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'stopped');
    await page.keyboard.press('Space');
    await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
    await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'running');
    await page.keyboard.press('Enter');
    await expect(autoplayOf(carousel)).toHaveAttribute('data-autoplay', 'stopped');

    // Next slide, a slide indicator and the arrow keys all move the photos. A slide the rotation
    // had set moving may still be on its way: its label counts once it has come to rest.
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toMatch(/^\d+ of \d+$/);
    await tabToNamed(page, 'Previous slide', name);
    await tabToNamed(page, 'Go to slide 3', name);
    await page.keyboard.press('Enter');
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toMatch(/^3 of /);
    await tabToNamed(page, 'Next slide', name);
    await page.keyboard.press('Enter');
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toMatch(/^4 of /);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toMatch(/^3 of /);
  }

  // The page ends in the footer: nothing on Home traps the keyboard.
  for (let press = 0; press < 80; press++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.closest('footer') !== null)) return;
  }
  throw new Error('Tabbing never reached the footer.');
});
