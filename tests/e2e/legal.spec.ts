import { expect, test } from './support/test';
import { privacyPolicy } from '../../src/content/privacy-policy';
import { termsOfUse } from '../../src/content/terms-of-use';

for (const [path, doc] of [
  ['/privacy', privacyPolicy],
  ['/terms', termsOfUse],
] as const) {
  test(`${path} shows the ${doc.title} with its date and every section`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
    await expect(page.locator(`time[datetime="${doc.lastUpdated}"]`)).toBeVisible();
    await expect(page.getByText(/^Last updated: \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      doc.sections.map((section) => section.heading),
    );
    for (const paragraph of [...doc.intro, ...doc.sections.flatMap((section) => section.paragraphs)]) {
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    }
  });
}

test('the privacy policy names the data protection law and what the contact form collects', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: /Nigeria Data Protection Act 2023/ })).toBeVisible();
  await expect(page.getByText(/asks for your name, your e-mail address, a subject and your message/)).toBeVisible();
});

test('legal text keeps a readable line length on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/privacy');
  const paragraph = page.getByText(privacyPolicy.intro[0] ?? '', { exact: true });
  const box = await paragraph.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(800);
});
