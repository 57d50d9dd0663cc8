import { describe, expect, it } from 'vitest';
import { cacheableAssetPlugin, isCacheableAnswer } from './cacheable-asset';

const answer = (status: number, contentType: string): Response =>
  new Response(status === 204 ? null : 'x', { status, headers: { 'Content-Type': contentType } });

const at = (path: string): URL => new URL(path, 'https://charity.example');

describe('isCacheableAnswer', () => {
  it('keeps a picture, a video, a script and a page that arrived whole', () => {
    expect(isCacheableAnswer(at('/images/home/hero-800w.avif'), answer(200, 'image/avif'))).toBe(true);
    expect(isCacheableAnswer(at('/videos/story1.mp4'), answer(200, 'video/mp4'))).toBe(true);
    expect(isCacheableAnswer(at('/assets/shell-abc123.js'), answer(200, 'text/javascript'))).toBe(true);
    expect(isCacheableAnswer(at('/about.html'), answer(200, 'text/html; charset=utf-8'))).toBe(true);
  });

  it('never keeps an error, whatever was asked for', () => {
    for (const status of [301, 404, 410, 500, 503]) {
      expect(isCacheableAnswer(at('/images/missing-800w.avif'), answer(status, 'text/html')), String(status)).toBe(
        false,
      );
      expect(isCacheableAnswer(at('/about.html'), answer(status, 'text/html')), String(status)).toBe(false);
    }
  });

  it('never keeps an HTML page that answered for a picture, a video, a script or a style sheet', () => {
    for (const path of [
      '/images/home/hero-800w.webp',
      '/videos/story2.mp4',
      '/assets/index-1a2b.js',
      '/assets/index-1a2b.css',
    ]) {
      expect(isCacheableAnswer(at(path), answer(200, 'text/html; charset=utf-8')), path).toBe(false);
      expect(isCacheableAnswer(at(path), answer(200, 'TEXT/HTML')), path).toBe(false);
    }
  });
});

describe('cacheableAssetPlugin', () => {
  it('hands Workbox the answer to store, or null to store nothing', async () => {
    const request = new Request('https://charity.example/images/x-480w.avif');
    const picture = answer(200, 'image/avif');
    const page = answer(200, 'text/html');
    const decide = cacheableAssetPlugin.cacheWillUpdate;
    if (!decide) throw new Error('The plugin has no cacheWillUpdate.');
    const state = {};
    const event = new Event('fetch') as ExtendableEvent;
    expect(await decide({ request, response: picture, event, state })).toBe(picture);
    expect(await decide({ request, response: page, event, state })).toBeNull();
  });
});
