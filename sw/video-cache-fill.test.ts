import { describe, expect, it } from 'vitest';
import { fillVideoCache, REVISION_HEADER, type VideoStore } from './video-cache-fill';

const ORIGIN = 'https://charity.example';

/** A Cache-like map keyed by absolute URL. */
function memoryStore(initial: Record<string, Response> = {}): VideoStore & { entries: Map<string, Response> } {
  const entries = new Map(Object.entries(initial).map(([path, response]) => [new URL(path, ORIGIN).href, response]));
  return {
    entries,
    keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
    match: (url) => Promise.resolve(entries.get(new URL(url, ORIGIN).href)?.clone()),
    put: (url, response) => {
      entries.set(new URL(url, ORIGIN).href, response);
      return Promise.resolve();
    },
    delete: (request) => Promise.resolve(entries.delete(request.url)),
  };
}

const video = (name: string, revision = 'r1') => ({ url: `/videos/${name}.mp4`, revision });
const stored = (revision: string) => new Response('old bytes', { headers: { [REVISION_HEADER]: revision } });

describe('fillVideoCache', () => {
  it('downloads every listed video once, marked with its revision', async () => {
    const store = memoryStore();
    const fetched: string[] = [];
    const fetchVideo = (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(`bytes of ${url}`, { headers: { 'Content-Type': 'video/mp4' } }));
    };
    const first = await fillVideoCache(store, [video('story1'), video('story2')], fetchVideo, ORIGIN);
    expect(first.stored).toEqual(['/videos/story1.mp4', '/videos/story2.mp4']);
    const second = await fillVideoCache(store, [video('story1'), video('story2')], fetchVideo, ORIGIN);
    expect(second.stored).toEqual([]);
    expect(fetched).toHaveLength(2);
    const kept = await store.match('/videos/story2.mp4');
    expect(kept?.headers.get(REVISION_HEADER)).toBe('r1');
    expect(kept?.headers.get('Content-Type')).toBe('video/mp4');
    expect(await kept?.text()).toBe('bytes of /videos/story2.mp4');
  });

  it('fetches a replaced video again and drops videos no longer listed', async () => {
    const store = memoryStore({ '/videos/story1.mp4': stored('r1'), '/videos/gone.mp4': stored('r1') });
    const result = await fillVideoCache(
      store,
      [video('story1', 'r2')],
      () => Promise.resolve(new Response('new bytes')),
      ORIGIN,
    );
    expect(result).toEqual({ stored: ['/videos/story1.mp4'], removed: ['/videos/gone.mp4'] });
    expect(await (await store.match('/videos/story1.mp4'))?.text()).toBe('new bytes');
  });

  it('stops at the first video the network cannot give, keeping what it has, to try again later', async () => {
    const store = memoryStore();
    let calls = 0;
    const result = await fillVideoCache(
      store,
      [video('story1'), video('story2'), video('story3')],
      (url) => {
        calls += 1;
        return url.includes('story2')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(new Response('ok'));
      },
      ORIGIN,
    );
    expect(result.stored).toEqual(['/videos/story1.mp4']);
    expect(result.stoppedAt).toBe('/videos/story2.mp4');
    expect(calls).toBe(2);
  });

  it('never stores a partial or failed answer as a video', async () => {
    const store = memoryStore();
    for (const status of [206, 404]) {
      const result = await fillVideoCache(
        store,
        [video('story1')],
        () => Promise.resolve(new Response('part', { status })),
        ORIGIN,
      );
      expect(result.stored).toEqual([]);
    }
    expect(store.entries.size).toBe(0);
  });

  it('never stores a page that answered in place of a video', async () => {
    const store = memoryStore();
    const appShell = () =>
      Promise.resolve(new Response('<!doctype html><title>Home</title>', { headers: { 'Content-Type': 'text/html' } }));
    const result = await fillVideoCache(store, [video('story1')], appShell, ORIGIN);
    expect(result).toEqual({ stored: [], removed: [], stoppedAt: '/videos/story1.mp4' });
    expect(store.entries.size).toBe(0);
  });
});
