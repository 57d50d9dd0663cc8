import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderEarlyViewTemplates } from '../entry-server';
import type { Post } from '../lib/posts/model/post';
import { showEarlyList, showEarlyPost } from '../features/blog/early-view/early-view';
import { EARLY_VIEW_SLOT, TEMPLATE_POST } from '../features/blog/early-view/early-view-contract';

let templates = '';

beforeAll(async () => {
  // The templates the build puts in the blog pages, rendered by the same code.
  templates = await renderEarlyViewTemplates();
});

const post = (n: number, fields: Partial<Post> = {}): Post => ({
  id: `post-${String(n)}`,
  title: `Title ${String(n)}`,
  summary: `Summary ${String(n)}`,
  content: `Content ${String(n)}`,
  createdAt: { seconds: 1_795_167_000 - n * 60, nanoseconds: 0 },
  ...fields,
});

const page = (kind: 'list' | 'post'): void => {
  document.body.innerHTML = `<main><div ${EARLY_VIEW_SLOT}="${kind}" aria-busy="true"><p>Loading...</p></div></main>${templates}`;
};

const slot = (): Element => document.querySelector(`[${EARLY_VIEW_SLOT}]`) ?? document.body;

describe('the early view of /blog', () => {
  beforeEach(() => page('list'));

  it('draws the first ten posts as cards with their links, and Next when there are more', () => {
    const posts = Array.from({ length: 11 }, (_, n) => post(n + 1));
    expect(showEarlyList(posts)).toBe(true);
    const cards = [...slot().querySelectorAll('article')];
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(posts.slice(0, 10).map((p) => p.title));
    expect(cards[0]?.querySelector('p')?.textContent).toBe('Summary 1');
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('/blog/post-1');
    // Each Read More is named after its own post, as the app's cards are.
    expect(cards.map((card) => card.querySelector('a')?.textContent)).toEqual(
      posts.slice(0, 10).map((p) => `Read More about ${p.title}`),
    );
    expect(cards[0]?.getAttribute('aria-labelledby')).toBe('post-title-post-1');
    expect(slot().querySelector('nav a')?.getAttribute('href')).toBe('/blog?after=post-10');
    expect(slot().getAttribute('aria-busy')).toBe('false');
    // Nothing of the stand-in post is left, in the texts or in an attribute.
    expect(slot().textContent).not.toMatch(new RegExp(`${TEMPLATE_POST.title}|${TEMPLATE_POST.summary}`));
    expect(slot().innerHTML).not.toContain(TEMPLATE_POST.id);
  });

  it('has no pager when every post fits on the page', () => {
    expect(showEarlyList([post(1), post(2)])).toBe(true);
    expect(slot().querySelectorAll('article')).toHaveLength(2);
    expect(slot().querySelector('nav')).toBeNull();
  });

  it('shows markup as its characters, and keeps odd ids intact', () => {
    const odd = post(1, { id: 'a b$&?#', title: '<img src=x onerror="alert(1)">', summary: '<b>bold?</b>' });
    expect(showEarlyList([odd])).toBe(true);
    const card = slot().querySelector('article');
    expect(card?.querySelector('img, b')).toBeNull();
    expect(card?.querySelector('h2')?.textContent).toBe(odd.title);
    expect(card?.querySelector('a')?.getAttribute('href')).toBe(`/blog/${encodeURIComponent(odd.id)}`);
    expect(card?.querySelector('h2')?.id).toBe('post-title-a b$&?#');
  });

  it('leaves an empty blog to the app, which says there are no posts yet', () => {
    expect(showEarlyList([])).toBe(false);
    expect(slot().textContent).toBe('Loading...');
  });
});

describe('the early view of a post', () => {
  beforeEach(() => page('post'));

  it('draws the title, the date and one paragraph per blank-line-separated block', () => {
    const shown = post(1, { content: 'First line\nstill first\n\n  Second  \n \nThird' });
    expect(showEarlyPost(shown)).toBe(true);
    const article = slot().querySelector('article');
    expect(article?.querySelector('h1')?.textContent).toBe('Title 1');
    expect(article?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T09:29:00.000Z');
    expect(article?.querySelector('time')?.textContent).toBe('20 November 2026');
    const paragraphs = [...(article?.querySelectorAll('div > p') ?? [])].map((p) => p.textContent);
    expect(paragraphs).toEqual(['First line\nstill first', 'Second', 'Third']);
  });

  it("reserves a post's cover box at the photo's shape, named by its description, as the app does", () => {
    const cover = { id: 'photo-1', width: 1600, height: 1067, description: 'Children at the borehole' };
    expect(showEarlyPost(post(1, { cover }))).toBe(true);
    const box = slot().querySelector<HTMLElement>('[data-post-cover]');
    expect(box?.style.aspectRatio).toBe('1600 / 1067');
    expect(box?.style.maxWidth).toBe('1600px');
    expect(box?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(cover.description);
    // The box comes before the text, as in the app.
    expect(box?.nextElementSibling?.querySelector('p')?.textContent).toBe('Content 1');
  });

  it('draws no cover box for a post without one, and nothing of the stand-in cover is left', () => {
    expect(showEarlyPost(post(1))).toBe(true);
    expect(slot().querySelector('[data-post-cover]')).toBeNull();
    expect(slot().innerHTML).not.toContain('early-view-cover');
  });

  it('leaves a post written with Markdown to the app, which renders it: its signs never show', () => {
    expect(showEarlyPost(post(1, { content: 'Some **bold** news\n\n- and a list' }))).toBe(false);
    expect(slot().textContent).toBe('Loading...');
  });

  it('leaves a missing post to the app, which says it was not found', () => {
    expect(showEarlyPost(null)).toBe(false);
    expect(slot().textContent).toBe('Loading...');
  });
});
