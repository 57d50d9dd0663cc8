import { expect, test, type Page } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { LOCAL_PORTS, LOCAL_PROJECT_ID, localUrl } from '../../src/config/local-stack';
import { signInAs } from './support/accounts';
import { createPost, deletePost, uniqueTag, type TestPost } from './support/blog-posts';
import { watchPageProblems } from './support/page-problems';

/**
 * Unusual posts and unusual input: whatever an administrator types, visitors get a readable page
 * that runs nothing, and the form either sends every character or says why before sending.
 */

const LONG_WORD = 'Plateau'.repeat(700);

/** Paragraphs of ordinary text, plus one 4,900-character "word", to exactly `length` characters. */
function longContent(length: number): string {
  const paragraph =
    'Children in Bokkos walked to the new classroom in the cool of the morning, with books and a lamp. ';
  let text = `${LONG_WORD}\n\n`;
  while (text.length < length) text += paragraph.repeat(4).trim() + '\n\n';
  return text.slice(0, length - 1) + '.';
}

/** Posts that have broken sites before: the 50,000-character maximum, emoji only, right-to-left scripts, markup. */
function unusualPosts(tag: string): { name: string; post: TestPost; shows?: string[] }[] {
  // Older than any other test's posts, so they never shift the pages other tests read.
  const base = { createdAt: '1990-01-01T09:00:00.000Z' };
  return [
    {
      name: 'the longest post the rules allow',
      post: { ...base, id: `${tag}-long`, title: `Long ${tag}`, summary: 'Very long.', content: longContent(50_000) },
    },
    {
      name: 'a post of emoji only',
      post: {
        ...base,
        id: `${tag}-emoji`,
        title: '🌾🙏🏾💧📚👨🏾‍👩🏾‍👧🏾',
        summary: '🎉🎉',
        content: '🌾🌾🌾 💧💧\n\n👨🏾‍👩🏾‍👧🏾🙏🏾🇳🇬',
      },
    },
    {
      name: 'a post in Arabic and Hausa Ajami',
      post: {
        ...base,
        id: `${tag}-rtl`,
        title: 'أخبار من مدرستنا المتنقلة',
        summary: 'يَارَا سُنَ زُوَ مَكَرَنْتَ',
        content: 'وصل المعلمون إلى القرية صباح الاثنين.\n\nيَارَا سُنَ زُوَ مَكَرَنْتَ كُلُّمْ.\nHausa: Yara suna zuwa makaranta.',
      },
    },
    {
      name: 'a post of HTML and javascript: links',
      post: {
        ...base,
        id: `${tag}-markup`,
        title: '<img src=x onerror="alert(1)"> Title',
        summary: '<b>bold</b>',
        content:
          '<a href="javascript:alert(2)">Click me</a> javascript:alert(3)\n\n<iframe src="https://example.org"></iframe><svg onload="alert(4)"></svg>\n\n<style>body{display:none}</style>[link](javascript:alert(5))',
      },
      // Content is Markdown: raw HTML stays text, and a link to anything but the web, e-mail or a phone
      // keeps only its words.
      shows: [
        '<a href="javascript:alert(2)">Click me</a> javascript:alert(3)',
        '<iframe src="https://example.org"></iframe><svg onload="alert(4)"></svg>',
        '<style>body{display:none}</style>link',
      ],
    },
  ];
}

const paragraphsOf = (content: string): string[] =>
  content
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('unusual posts render every character, readably, and run nothing', async ({ page }, testInfo) => {
  const posts = unusualPosts(uniqueTag(testInfo));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const problems = await watchPageProblems(page);
  for (const { post } of posts) await createPost(post);
  try {
    for (const { name, post, shows } of posts) {
      await test.step(name, async () => {
        await page.goto(`/blog/${post.id}`);
        const article = page.getByRole('article');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
        // The date line, then each paragraph exactly as written: nothing dropped, nothing interpreted.
        const shown = await article.locator('p').allInnerTexts();
        expect(shown.slice(1)).toEqual(shows ?? paragraphsOf(post.content));
        await expect(article.locator('a, img, iframe, svg, style, script')).toHaveCount(0);
        await expect(page.locator('body')).toBeVisible();
        await expectNoHorizontalScroll(page);
        expect(await problems.collect()).toEqual([]);
      });
    }
    await test.step('right-to-left text reads right to left', async () => {
      const rtl = posts.find(({ post }) => post.id.endsWith('-rtl'))?.post;
      await page.goto(`/blog/${rtl?.id ?? ''}`);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveText(rtl?.title ?? '');
      expect(await title.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
      const firstParagraph = page.getByRole('article').locator('p').nth(1);
      expect(await firstParagraph.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    });
    expect(dialogs).toEqual([]);
  } finally {
    for (const { post } of posts) await deletePost(post.id);
  }
});

/**
 * /admin writes through the Firestore SDK's own channel (its offline queue), so the form's post goes to
 * the shared project. Its title carries the test's tag; the test finds it there and deletes it at once.
 */
const DOCUMENTS = `${localUrl(LOCAL_PORTS.firestore)}/v1/projects/${LOCAL_PROJECT_ID}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner' };

type StoredPost = Record<string, string | undefined> & { id: string };

/** The posts in the project, as the server has them. */
async function storedPosts(): Promise<StoredPost[]> {
  const response = await fetch(`${DOCUMENTS}/blog?pageSize=300`, { headers: OWNER });
  const body = (await response.json()) as {
    documents?: { name: string; fields: Record<string, { stringValue?: string }> }[];
  };
  return (body.documents ?? []).map((document) => ({
    ...Object.fromEntries(Object.entries(document.fields).map(([key, value]) => [key, value.stringValue])),
    id: document.name.split('/').at(-1) ?? '',
  }));
}

async function deleteStoredPost(id: string): Promise<void> {
  await fetch(`${DOCUMENTS}/blog/${encodeURIComponent(id)}`, { method: 'DELETE', headers: OWNER });
}

const field = (page: Page, label: 'Title' | 'Summary' | 'Content') => page.getByRole('textbox', { name: label });

test('the admin form refuses, before sending, exactly what the rules refuse, and loses nothing', async ({
  page,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const storedWithTag = async () => (await storedPosts()).filter((post) => post['title']?.startsWith(tag));
  // What the form sends: the SDK opens its write channel only when a write is waiting.
  let writes = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /documents:commit|Firestore\/Write\/channel/.test(request.url())) writes += 1;
  });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 2, name: 'Add New Blog Post' })).toBeVisible();

  // At every limit, counted as the rules count (UTF-16 code units, so 🌾 is two): these must be accepted.
  const emojiRun = '🌾'.repeat(Math.floor((200 - tag.length - 1) / 2));
  const emojiTitle = `${tag} ${emojiRun}`.padEnd(200, '!');
  expect(emojiTitle.length).toBe(200);
  const atTheLimits = {
    title: emojiTitle,
    summary: `  ${'ب'.repeat(500)}\n`,
    content: longContent(50_000),
  };

  const refused: { what: string; values: Partial<typeof atTheLimits>; message: string }[] = [
    {
      what: 'a title one emoji too long',
      values: { title: `${emojiTitle}🌾` },
      message: 'Title must be at most 200 characters; it has 202.',
    },
    {
      what: 'a summary of spaces, tabs and line breaks',
      values: { summary: ' \t\n \n' },
      message: 'Summary is required and cannot be only spaces.',
    },
    {
      what: 'content one character too long',
      values: { content: `${atTheLimits.content}!` },
      message: 'Content must be at most 50,000 characters; it has 50,001.',
    },
  ];

  try {
    for (const { what, values, message } of refused) {
      await test.step(`refuses ${what}`, async () => {
        const attempt = { ...atTheLimits, ...values };
        await field(page, 'Title').fill(attempt.title);
        await field(page, 'Summary').fill(attempt.summary);
        await field(page, 'Content').fill(attempt.content);
        await page.getByRole('button', { name: 'Add Post' }).click();
        await expect(page.getByText(message)).toBeVisible();
        expect(writes).toBe(0);
        expect(await storedWithTag()).toEqual([]);
        await expect(field(page, 'Title')).toHaveValue(attempt.title);
        await expect(field(page, 'Summary')).toHaveValue(attempt.summary);
        await expect(field(page, 'Content')).toHaveValue(attempt.content);
      });
    }

    await test.step('accepts everything at the limits and stores every character', async () => {
      await field(page, 'Title').fill(atTheLimits.title);
      await field(page, 'Summary').fill(atTheLimits.summary);
      await field(page, 'Content').fill(atTheLimits.content);
      await page.getByRole('button', { name: 'Add Post' }).click();
      await expect.poll(() => alerts).toEqual(['Blog post added!']);
      // The check above could only pass if this counts what the SDK sends.
      expect(writes).toBeGreaterThan(0);
      const [stored] = await storedWithTag();
      expect(stored).toBeDefined();
      if (!stored) return;
      expect(stored['title']).toBe(atTheLimits.title);
      expect(stored['summary']).toBe(atTheLimits.summary.trim());
      expect(stored['content']).toBe(atTheLimits.content);
    });
  } finally {
    for (const post of await storedWithTag()) await deleteStoredPost(post.id);
  }
});
