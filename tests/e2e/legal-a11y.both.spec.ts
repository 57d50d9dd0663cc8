import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

for (const path of ['/privacy', '/terms']) {
  test(`${path} has no detectable accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
