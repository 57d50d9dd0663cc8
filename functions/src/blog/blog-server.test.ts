import { describe, expect, it } from 'vitest';
import { handleBlogRequest, type BlogDependencies } from './blog-server';
import type { PostStore } from './post-store';

/**
 * What the reader gets while Firestore fails. An outage has no local form (the emulator does not
 * fail on demand), so this store fails every read; everything else is tested through the emulators
 * (tests/blog-server).
 */
const failingStore: PostStore = {
  newest: () => Promise.reject(new Error('UNAVAILABLE')),
  post: () => Promise.reject(new Error('UNAVAILABLE')),
  all: () => Promise.reject(new Error('UNAVAILABLE')),
  photo: () => Promise.reject(new Error('UNAVAILABLE')),
};

const logged: string[] = [];
const deps: BlogDependencies = {
  store: failingStore,
  site: { postShell: '', blogPage: '', renderRoute: () => Promise.reject(new Error('not reached')) },
  origin: 'https://charity.example',
  log: { error: (message) => logged.push(message) },
};

describe('while Firestore fails', () => {
  it('a post answers 503 with a page asking to try again, kept by no cache', async () => {
    const answer = await handleBlogRequest({ method: 'GET', path: '/blog/some-post' }, deps);
    expect(answer.status).toBe(503);
    expect(answer.headers['Content-Type']).toMatch(/^text\/html/);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.headers['Retry-After']).toMatch(/^\d+$/);
    expect(String(answer.body)).toMatch(/try again/i);
    expect(logged.at(-1)).toContain('/blog/some-post');
  });

  it('the feed answers 503 too, never an empty feed a reader would take for "no posts"', async () => {
    const answer = await handleBlogRequest({ method: 'GET', path: '/blog/feed.xml' }, deps);
    expect(answer.status).toBe(503);
    expect(answer.headers['Cache-Control']).toBe('no-store');
  });
});

it('anything but GET or HEAD is refused', async () => {
  const answer = await handleBlogRequest({ method: 'POST', path: '/blog/feed.xml' }, deps);
  expect(answer.status).toBe(405);
  expect(answer.headers['Allow']).toBe('GET, HEAD');
});
