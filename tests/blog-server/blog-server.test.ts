import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PORTS, LOCAL_PROJECT_ID, localUrl } from '../../src/config/local-stack';
import { site } from '../../src/config/site';
import { IMAGES_COLLECTION } from '../../src/features/blog/images/photo-limits';
import { BLOG_COLLECTION } from '../../src/lib/posts/model/post';
import { stackFirestore } from '../gifts/stack-firestore';

/**
 * The blog's server-made addresses as a crawler, a feed reader or Opera Mini's server fetches them:
 * through the Hosting emulator's rewrites to blogServer in the Functions emulator, reading the
 * Firestore emulator. No script runs on what comes back. Run by npm run test:stack.
 */
const SITE = localUrl(LOCAL_PORTS.hosting);
const RUN = Date.now().toString(36);
const POST_ID = `server-test-${RUN}`;
const MARKDOWN_POST_ID = `server-test-md-${RUN}`;
const PHOTO_ID = `server-test-photo-${RUN}`;
/** Some bytes in a photo's place: the function serves them as stored, whatever they draw. */
const PHOTO_BYTES = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 not-really-a-picture', 'latin1');
const COVER = { id: PHOTO_ID, width: 1200, height: 800, description: 'Pupils reading under a "tamarind" tree' };
// Older than every seeded post, so the blog's other tests still see theirs first.
const CREATED = new Date('2020-03-04T05:06:07.000Z');

let db: Firestore;

beforeAll(async () => {
  db = await stackFirestore(LOCAL_PROJECT_ID);
  const batch = db.batch();
  batch.set(db.collection(IMAGES_COLLECTION).doc(PHOTO_ID), {
    data: PHOTO_BYTES,
    contentType: 'image/webp',
    width: COVER.width,
    height: COVER.height,
  });
  batch.set(db.collection(BLOG_COLLECTION).doc(POST_ID), {
    title: 'Reading <together> & "aloud"',
    summary: 'Forty pupils read a whole book aloud for the first time.',
    content: 'The first paragraph of the story.\n\nThe second paragraph, with thanks.',
    createdAt: Timestamp.fromDate(CREATED),
    cover: COVER,
  });
  batch.set(db.collection(BLOG_COLLECTION).doc(MARKDOWN_POST_ID), {
    title: 'A post with **Markdown**',
    summary: 'Its text is drawn by the app.',
    content: 'Some **bold** words.',
    createdAt: Timestamp.fromDate(CREATED),
  });
  await batch.commit();
});

afterAll(async () => {
  const batch = db.batch();
  batch.delete(db.collection(BLOG_COLLECTION).doc(POST_ID));
  batch.delete(db.collection(BLOG_COLLECTION).doc(MARKDOWN_POST_ID));
  batch.delete(db.collection(IMAGES_COLLECTION).doc(PHOTO_ID));
  await batch.commit();
});

const get = (path: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${SITE}${path}`, { headers, redirect: 'manual' });

/**
 * A DOM parser from jsdom, whose package has no types (hence the specifier in a variable): vitest's
 * node environment, not its jsdom one, keeps firebase-admin on its Node transport.
 */
const JSDOM_PACKAGE = 'jsdom';
const { JSDOM } = (await import(/* @vite-ignore */ JSDOM_PACKAGE)) as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};
const { DOMParser: Parser } = new JSDOM('').window;
const parse = (html: string): Document => new Parser().parseFromString(html, 'text/html');
const metaContent = (page: Document, key: string): string | null | undefined =>
  page.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
const expectCachedBriefly = (response: Response): void => {
  const cache = response.headers.get('cache-control') ?? '';
  expect(cache).toMatch(/\bs-maxage=\d+/);
  expect(cache).toMatch(/\bstale-while-revalidate=\d+/);
};

describe("a post's page, as a crawler reads it", () => {
  it("has the post's own title, description, canonical address and link preview, and its text", async () => {
    const response = await get(`/blog/${POST_ID}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectCachedBriefly(response);
    const page = parse(await response.text());
    const url = `${site.url}/blog/${POST_ID}`;
    expect(page.title).toBe(`Reading <together> & "aloud" | ${site.name}`);
    expect(metaContent(page, 'description')).toBe('Forty pupils read a whole book aloud for the first time.');
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(metaContent(page, 'og:type')).toBe('article');
    expect(metaContent(page, 'og:url')).toBe(url);
    expect(metaContent(page, 'article:published_time')).toBe(CREATED.toISOString());
    expect(metaContent(page, 'og:image')).toBe(`${site.url}/blog/photos/${PHOTO_ID}`);
    expect(metaContent(page, 'og:image:width')).toBe('1200');
    expect(metaContent(page, 'og:image:height')).toBe('800');
    expect(metaContent(page, 'og:image:alt')).toBe(COVER.description);
    expect(metaContent(page, 'twitter:card')).toBe('summary_large_image');
    expect(page.querySelector('link[rel="alternate"][type="application/rss+xml"]')).not.toBeNull();

    const article = page.querySelector('#root article');
    expect(article?.querySelector('h1')?.textContent).toBe('Reading <together> & "aloud"');
    expect(article?.textContent).toContain('The first paragraph of the story.');
    expect(article?.textContent).toContain('The second paragraph, with thanks.');
    expect(article?.querySelector('time')?.getAttribute('datetime')).toBe(CREATED.toISOString());
    // Without JavaScript, the cover comes from its address.
    expect(article?.querySelector('noscript')?.innerHTML).toContain(`/blog/photos/${PHOTO_ID}`);
    // The app's code is still linked: it takes the page over where JavaScript runs.
    expect(page.querySelector('script[type="module"][src^="/assets/"]')).not.toBeNull();
  });

  it('shows an edit on the next request the cache lets through', async () => {
    await db.collection(BLOG_COLLECTION).doc(POST_ID).update({ summary: 'An edited summary.' });
    const page = parse(await (await get(`/blog/${POST_ID}`)).text());
    expect(metaContent(page, 'description')).toBe('An edited summary.');
  });

  it('a post written in Markdown is drawn as the app draws it, its signs never shown', async () => {
    const response = await get(`/blog/${MARKDOWN_POST_ID}`);
    expect(response.status).toBe(200);
    const page = parse(await response.text());
    expect(page.title).toBe(`A post with **Markdown** | ${site.name}`);
    const article = page.querySelector('#root article');
    expect(article?.textContent).toContain('Some bold words.');
    expect(article?.querySelector('strong')?.textContent).toBe('bold');
  });

  it("an unknown post answers 404 with the site's page, saying not found", async () => {
    const response = await get('/blog/no-such-post-anywhere');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = parse(await response.text());
    expect(page.title).toMatch(/^Post not found/);
    expect(metaContent(page, 'robots')).toBe('noindex');
    // The site around it, with its way back to the blog, as on every page.
    expect(page.querySelector('footer a[href="/blog"]')).not.toBeNull();
  });
});

describe('/blog, as a crawler reads it', () => {
  it('lists the newest posts with links to each, kept briefly by the CDN', async () => {
    const response = await get('/blog');
    expect(response.status).toBe(200);
    expectCachedBriefly(response);
    const page = parse(await response.text());
    expect(page.title).toMatch(/^Blog/);
    const links = [...page.querySelectorAll('#root article a[href^="/blog/"]')];
    expect(links.length).toBeGreaterThan(0);
    expect(page.querySelector('link[rel="alternate"][type="application/rss+xml"]')).not.toBeNull();
  });
});

describe("a post's cover photo at its address", () => {
  it('is the stored photo, kept for long and revalidated by its ETag', async () => {
    const response = await get(`/blog/photos/${PHOTO_ID}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(Buffer.from(await response.arrayBuffer()).equals(PHOTO_BYTES)).toBe(true);
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get(`/blog/photos/${PHOTO_ID}`, { 'If-None-Match': etag ?? '' })).status).toBe(304);
    expect((await get('/blog/photos/no-such-photo')).status).toBe(404);
  });
});

describe('the feed and the sitemap', () => {
  for (const path of ['/blog/feed.xml', '/feed.xml']) {
    it(`${path} is the RSS feed of the newest posts, with absolute links`, async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
      expectCachedBriefly(response);
      const feed = new Parser().parseFromString(await response.text(), 'application/xml');
      expect(feed.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(feed.documentElement.tagName).toBe('rss');
      const items = [...feed.getElementsByTagName('item')];
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(20);
      const links = items.map((item) => item.getElementsByTagName('link')[0]?.textContent ?? '');
      expect(links.every((link) => link.startsWith(`${site.url}/blog/`))).toBe(true);
      const dates = items.map((item) => Date.parse(item.getElementsByTagName('pubDate')[0]?.textContent ?? ''));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });
  }

  it('the posts sitemap lists every post with its last change, and robots.txt names it', async () => {
    const response = await get('/sitemap-posts.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const entry = new RegExp(`<loc>${site.url}/blog/${POST_ID}</loc><lastmod>([^<]+)</lastmod>`).exec(xml);
    expect(Number.isNaN(Date.parse(entry?.[1] ?? ''))).toBe(false);
    const robots = await (await get('/robots.txt')).text();
    expect(robots.split('\n')).toContain(`Sitemap: ${site.url}/sitemap-posts.xml`);
  });
});
