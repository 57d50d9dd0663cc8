import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

// The Donate pages as they first show are checked with every public page (a11y-routes.both.spec.ts);
// these are the states only a visitor's actions reach.

test('Give online has no detectable accessibility problems with its messages showing', async ({ page }) => {
  await page.goto('/donate/education');
  const form = page.getByRole('form', { name: 'Give online to Education' });
  await form.getByRole('spinbutton').fill('1');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByRole('alert').first()).toHaveText(/Please correct/);
  await expectNoAxeViolations(page);
});

test('the success page has no detectable accessibility problems for a reference it does not know', async ({ page }) => {
  await page.goto('/donate/success?reference=T123456789012345&amount=7500000&currency=NGN&program=education');
  await expect(page.getByRole('region', { name: 'Your gift' }).getByRole('status')).toContainText(/write to us/);
  await expectNoAxeViolations(page);
});
