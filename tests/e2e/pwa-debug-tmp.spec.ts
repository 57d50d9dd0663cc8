import { expect, test } from '@playwright/test';
import { waitForControl } from './support/pwa';

test('debug', async ({ page, context }) => {
  await page.goto('/');
  await waitForControl(page);
  const seen: string[] = [];
  await context.route('**/*', async (route) => {
    seen.push(`route ${route.request().url()} sw=${String(route.request().serviceWorker() !== null)}`);
    if (route.request().url().endsWith('/sw.js')) {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()) + '\n// changed' });
      return;
    }
    await route.continue();
  });
  context.on('request', (r) => seen.push(`req ${r.url()}`));
  await page.reload();
  await page.waitForTimeout(3000);
  const state = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    return { waiting: r.waiting?.state, installing: r.installing?.state };
  });
  console.log(JSON.stringify(state));
  await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    await r.update().catch((e: unknown) => console.log(String(e)));
  });
  await page.waitForTimeout(3000);
  const state2 = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    return { waiting: r.waiting?.state, installing: r.installing?.state };
  });
  console.log(JSON.stringify(state2));
  console.log(seen.filter((s) => !s.includes('/assets/') && !s.includes('/images/')).join('\n'));
  expect(true).toBe(true);
});
