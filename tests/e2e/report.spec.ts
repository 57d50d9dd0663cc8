import { expect, test } from './support/test';

test.describe('the 2023 impact report', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/impact/report');
  });

  test('shows the 2023 highlights', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: '2023 Annual Impact Report' })).toBeVisible();
    const highlights = page.getByRole('region', { name: '2023 Highlights' }).getByRole('listitem');
    await expect(highlights).toHaveText([
      '1,000+ children sponsored',
      '500 lawyers trained',
      '500 doctors graduated',
      '50+ communities reached',
      '2,000+ students mentored',
    ]);
  });

  test('gives the financial figures in a table', async ({ page }) => {
    const table = page.getByRole('region', { name: 'Financial Overview' }).getByRole('table');
    const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('Total revenue')).toContainText('$5,000,000');
    await expect(row('Program expenses')).toContainText('$4,000,000');
    await expect(row('Program expenses')).toContainText('80%');
    await expect(row('Administrative expenses')).toContainText('$500,000');
    await expect(row('Administrative expenses')).toContainText('10%');
    await expect(row('Fundraising expenses')).toContainText('$300,000');
    await expect(row('Fundraising expenses')).toContainText('6%');
  });

  test('draws the figures as a chart with a text alternative beside the numbers', async ({ page }) => {
    const chart = page.getByRole('region', { name: 'Financial Overview' }).getByRole('img', {
      name: /How 2023 revenue was used/,
    });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(/Total revenue \$5,000,000/);
    await expect(chart).toHaveAccessibleName(/Program expenses, \$4,000,000 \(80% of revenue\)/);
    await expect(chart).toHaveAccessibleName(/Administrative expenses, \$500,000 \(10% of revenue\)/);
    await expect(chart).toHaveAccessibleName(/Fundraising expenses, \$300,000 \(6% of revenue\)/);
    // Bars are drawn to scale against revenue: program spending is 80% of the revenue bar.
    const widths = await chart
      .locator('g[data-bar] rect:nth-of-type(2)')
      .evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('width'))));
    expect(widths).toHaveLength(4);
    const [revenue = 0, program = 0] = widths;
    expect(program / revenue).toBeCloseTo(0.8);
  });

  test('lists the future goals', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Future Goals' }).getByRole('listitem')).toHaveText([
      'Sponsor 2,000 children',
      'Train 500 more healthcare professionals',
      'Build 10 new community healthcare centres',
      'Launch a digital education platform',
    ]);
  });

  test('says where the PDF download would start, without leaving the page', async ({ page }) => {
    const alerts: { type: string; message: string }[] = [];
    page.on('dialog', (dialog) => {
      alerts.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Download Full Report (PDF)' }).click();
    await expect.poll(() => alerts).toHaveLength(1);
    expect(alerts[0]?.type).toBe('alert');
    expect(alerts[0]?.message).toMatch(/download .* would start here/i);
    await expect(page).toHaveURL('/impact/report');
  });

  test('leads to the contact page for more information', async ({ page }) => {
    await page.getByRole('link', { name: 'Contact for More Information' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('leads back to the impact page', async ({ page }) => {
    await page.getByRole('link', { name: 'Back to Impact' }).click();
    await expect(page).toHaveURL('/impact');
  });
});
