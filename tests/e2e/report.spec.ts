import { expect, test } from './support/test';
import { expenseLines, impactReport, shareOfRevenue } from '../../src/content/impact-report';
import { formatFigure } from '../../src/content/types';
import { formatShare, formatUsd } from '../../src/features/impact-report/report-format';
import { REPORT_DOWNLOAD_TEXT, reportDownloadName } from '../../src/features/impact-report/report-download-text';
import { everyCachedUrl, waitForControl } from './support/pwa';

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

  test('offers the full report as a PDF, stating its size first, and the link downloads that PDF', async ({
    page,
    request,
  }) => {
    const link = page.getByRole('link', { name: /^Download Full Report \(PDF, [\d.]+ (KB|MB)\)$/ });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    if (!href) throw new Error('The download link has no address.');

    const answer = await request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    const pdf = await answer.body();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The size on the button is the served file's.
    await expect(link).toHaveAccessibleName(reportDownloadName({ href, bytes: pdf.length }));

    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(page).toHaveURL('/impact/report');
  });

  test('sends the download link in the page itself, before any script runs', async ({ request }) => {
    const html = await (await request.get('/impact/report')).text();
    expect(html).toMatch(
      /<a href="\/reports\/[a-z0-9._-]+\.pdf" download=""[^>]*>Download Full Report \(PDF, [\d.]+ (KB|MB)\)<\/a>/,
    );
  });

  test('offline, a press of the download says it needs a connection instead of failing', async ({ page, context }) => {
    await waitForControl(page);
    await context.setOffline(true);
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('link', { name: /^Download Full Report/ }).click();
    await expect(page.getByRole('status').filter({ hasText: REPORT_DOWNLOAD_TEXT.offline })).toBeVisible();
    expect(downloads).toBe(0);
    await context.setOffline(false);
    // Nothing of the report was kept for offline: it would cost every visitor its size.
    expect((await everyCachedUrl(page)).filter((url) => url.includes('/reports/'))).toEqual([]);
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
