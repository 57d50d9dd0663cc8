import { expect, test, type Page } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deletePost, findPostIds, uniqueTag } from './support/blog-posts';

const field = (page: Page, label: 'Title' | 'Summary' | 'Content') => page.getByRole('textbox', { name: label });

/** A post with each kind of formatting the studio offers, and raw HTML that must stay text. */
const markdownPost = (tag: string) => ({
  title: `Formatted news ${tag}`,
  summary: 'A post written with Markdown.',
  content: [
    '# What happened',
    'The well is **finished** and the water is *clean*.',
    'Read [the engineer’s report](https://example.org/report).',
    '- a new pump\n- a covered tank',
    '> Thank you, said the chief.',
    '<img src=x onerror="window.posted = 1"><script>window.posted = 2</script>',
  ].join('\n\n'),
});

/** The post's content as rendered, on the post page or in the admin's Preview. */
async function expectFormatted(scope: ReturnType<Page['locator']>, page: Page): Promise<void> {
  await expect(scope.getByRole('heading', { name: 'What happened' })).toBeVisible();
  await expect(scope.locator('strong', { hasText: 'finished' })).toBeVisible();
  await expect(scope.locator('em', { hasText: 'clean' })).toBeVisible();
  const link = scope.getByRole('link', { name: 'the engineer’s report' });
  await expect(link).toHaveAttribute('href', 'https://example.org/report');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(scope.getByRole('listitem')).toHaveText(['a new pump', 'a covered tank']);
  await expect(scope.locator('blockquote')).toContainText('Thank you, said the chief.');
  // Raw HTML shows as its characters and never runs.
  await expect(scope.getByText('<img src=x onerror="window.posted = 1">', { exact: false })).toBeVisible();
  await expect(scope.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { posted?: number }).posted)).toBeUndefined();
  // No Markdown sign is left showing.
  await expect(scope).not.toContainText('**');
  await expect(scope).not.toContainText('# What');
}

test('a post written in Markdown is previewed, then published with headings, bold, a working link and a list', async ({
  page,
}, testInfo) => {
  const post = markdownPost(uniqueTag(testInfo));
  try {
    await signInAs(page, SEED_ACCOUNTS.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await field(page, 'Title').fill(post.title);
    await field(page, 'Summary').fill(post.summary);
    await field(page, 'Content').fill(post.content);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: post.title });
    await expectFormatted(preview, page);
    await expectNoAxeViolations(page);

    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Add Post' }).click();
    await expect(field(page, 'Title')).toHaveValue('');

    const [id] = await findPostIds(post.title);
    if (id === undefined) throw new Error('The post was not added.');
    await page.goto(`/blog/${id}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    // The post's title is the page's one h1: the content's headings come below it.
    await expect(article.getByRole('heading', { level: 2, name: 'What happened' })).toBeVisible();
    await expectFormatted(article, page);
    await expectNoAxeViolations(page);

    // The link works: it leads where it says (the address itself is outside our machines, so the
    // request is answered here).
    await page.route('https://example.org/report', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Report</title><h1>Report</h1>' }),
    );
    await article.getByRole('link', { name: 'the engineer’s report' }).click();
    await expect(page).toHaveURL('https://example.org/report');
  } finally {
    for (const id of await findPostIds(post.title)) await deletePost(id);
  }
});
