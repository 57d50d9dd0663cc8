import { expect, test } from './support/test';
import { coreValuesSection } from '../../src/content/about';
import { expectNoAxeViolations } from './support/axe';
import { scrollThrough } from './support/carousel';

test('on a phone, /about#core-values opens at the core values', async ({ page }) => {
  await page.goto('/about#core-values');
  await expect(page.getByRole('heading', { level: 2, name: coreValuesSection.title, exact: true })).toBeInViewport();
});

test('About on a phone has no detectable accessibility problems', async ({ page }) => {
  await page.goto('/about');
  await scrollThrough(page);
  await expectNoAxeViolations(page);
});
