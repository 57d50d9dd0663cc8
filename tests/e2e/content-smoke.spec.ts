/**
 * The content fast lane's browser check (.github/workflows/test-and-deploy.yml, `npm run test:smoke`):
 * after an edit made at /cms, every prerendered page still opens in a real browser with its heading,
 * its pictures and no error. The whole suite runs on any change to code.
 */
import { prerenderedPages } from '../../scripts/build/prerendered-paths';
import { watchPageProblems } from './support/page-problems';
import { expect, test } from './support/test';

for (const { path } of prerenderedPages()) {
  test(`${path} opens with its heading and pictures, and nothing goes wrong`, async ({ page }) => {
    const problems = await watchPageProblems(page);
    const broken: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400) broken.push(response.url());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    expect(broken).toEqual([]);
    expect(await problems.collect()).toEqual([]);
  });
}
