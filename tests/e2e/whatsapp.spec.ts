import { expect, test } from './support/test';
import { contactLinks, site } from '../../src/config/site';

/** wa.me with the number's digits only: WhatsApp's click-to-chat address. */
const expectedLink = `https://wa.me/${(site.contact.whatsappE164 ?? '').replace(/\D/g, '')}`;

test.describe('reaching the charity on WhatsApp', () => {
  test.skip(!site.contact.whatsappE164, 'The site settings have no WhatsApp number.');

  test('the footer of every page has a WhatsApp chat link beside the phone number', async ({ page }) => {
    for (const path of ['/', '/donate']) {
      await page.goto(path);
      // The footer's Contact Us column is not a landmark of its own (site-footer.tsx says why).
      const contact = page.getByRole('contentinfo');
      const phone = contact.getByRole('link', { name: site.contact.phone });
      const whatsapp = contact.getByRole('link', { name: 'Chat on WhatsApp' });
      await expect(whatsapp).toHaveAttribute('href', expectedLink);
      // Beside it: the very next link after the phone number.
      expect(await phone.evaluate((link) => link.nextElementSibling?.textContent)).toBe('Chat on WhatsApp');
    }
  });

  test('the Contact page lists WhatsApp with the phone number', async ({ page }) => {
    await page.goto('/contact');
    const details = page.getByRole('region', { name: 'Get in touch' });
    await expect(details.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', contactLinks.phone);
    await expect(details.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', expectedLink);
  });
});
