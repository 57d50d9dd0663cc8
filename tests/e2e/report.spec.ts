import { expect, test } from './support/test';
import { expenseLines, impactReport, shareOfRevenue } from '../../src/content/impact-report';
import { formatFigure } from '../../src/content/types';
import { formatShare, formatUsd } from '../../src/features/impact-report/report-format';

/** `text` as a regular expression that matches it literally. */
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/*
 * The report's figures are the charity's (content/report.json, edited at /cms): the page must show
 * whatever the file holds, so the expectations are read from it, never written out here.
 */
const { year, title, highlights, financials, futureGoals } = impactReport;

test.describe('the impact report', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/impact/report');
  });

  test("shows the report's title and its highlights, each as its figure and label", async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const shown = page.getByRole('region', { name: `${String(year)} Highlights` }).getByRole('listitem');
    await expect(shown).toHaveText(highlights.map((figure) => `${formatFigure(figure)} ${figure.label}`));
  });

  test('gives the financial figures in a table, each expense with its share of revenue', async ({ page }) => {
    const table = page.getByRole('region', { name: 'Financial Overview' }).getByRole('table');
    const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('Total revenue')).toContainText(formatUsd(financials.totalRevenue));
    for (const { key, label } of expenseLines) {
      await expect(row(label)).toContainText(formatUsd(financials[key]));
      await expect(row(label)).toContainText(formatShare(shareOfRevenue(financials, key)));
    }
  });

  test('draws the figures as a chart with a text alternative beside the numbers', async ({ page }) => {
    const chart = page.getByRole('region', { name: 'Financial Overview' }).getByRole('img', {
      name: new RegExp(`How ${String(year)} revenue was used`),
    });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(new RegExp(escape(`Total revenue ${formatUsd(financials.totalRevenue)}`)));
    for (const { key, label } of expenseLines) {
      const share = formatShare(shareOfRevenue(financials, key));
      await expect(chart).toHaveAccessibleName(
        new RegExp(escape(`${label}, ${formatUsd(financials[key])} (${share} of revenue)`)),
      );
    }
    // Bars are drawn to scale against revenue: each expense's bar is its share of the revenue bar.
    const widths = await chart
      .locator('g[data-bar] rect:nth-of-type(2)')
      .evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('width'))));
    expect(widths).toHaveLength(1 + expenseLines.length);
    const [revenue = 0, ...expenses] = widths;
    expenseLines.forEach(({ key }, index) =>
      expect((expenses[index] ?? 0) / revenue).toBeCloseTo(shareOfRevenue(financials, key)),
    );
  });

  test("lists the report's future goals", async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Future Goals' }).getByRole('listitem')).toHaveText(futureGoals);
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
