import { expect, test } from './support/test';
import { POST_PAGE_SCRIPT_BYTES } from '../../scripts/build/byte-budgets';
import { SEED_POSTS } from '../../scripts/stack/seed-data';
import { bodyBytes, recordTransfer } from './support/transfer';
import { isChunkOf } from './support/chunks';

/*
 * What a post page's JavaScript costs a first visit (issue 19: the Markdown renderer travels with the
 * post page only), and that Home's first visit never downloads the renderer. Sizes are Chromium's
 * compressed bodies, as the visitor pays for them; the worker's precache is left out.
 */

/** The Markdown renderer's chunk (a group vite.config.ts names). */
const MARKDOWN_CHUNK = isChunkOf('markdown');

const pageScripts = (rows: ReturnType<typeof recordTransfer>['rows']) =>
  rows.filter((row) => !row.byWorker && new URL(row.url).pathname.endsWith('.js'));

test('a first visit to a post page downloads its JavaScript within budget, the Markdown renderer with it', async ({
  page,
  context,
}, testInfo) => {
  const seed = SEED_POSTS[0];
  if (!seed) throw new Error('The seed has no posts.');
  const transfer = recordTransfer(context);
  await page.goto(`/blog/${seed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seed.title })).toBeVisible();
  await transfer.quiet(3_000, 15_000);
  const scripts = pageScripts(transfer.rows);
  const total = bodyBytes(scripts);
  const markdown = bodyBytes(scripts.filter((row) => MARKDOWN_CHUNK(row.url)));
  const report = { total, markdown, files: scripts.map((row) => [new URL(row.url).pathname, row.bodyBytes]) };
  await testInfo.attach('post-page-js', { contentType: 'application/json', body: JSON.stringify(report, null, 2) });
  console.log(
    `/blog/<id>: ${(total / 1024).toFixed(1)} KB of JavaScript, ${(markdown / 1024).toFixed(1)} KB of it Markdown`,
  );
  expect(total).toBeLessThanOrEqual(POST_PAGE_SCRIPT_BYTES);
  expect(markdown).toBeGreaterThan(0);
});

test("Home's first visit never downloads the Markdown renderer", async ({ page, context }) => {
  const transfer = recordTransfer(context);
  await page.goto('/');
  await transfer.quiet(3_000, 15_000);
  expect(transfer.requested.filter(({ url, byWorker }) => !byWorker && MARKDOWN_CHUNK(url))).toEqual([]);
});
