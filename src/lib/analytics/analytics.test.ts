import { afterEach, describe, expect, it, vi } from 'vitest';

const firebaseAnalytics = vi.hoisted(() => ({ loaded: false, start: vi.fn(), stop: vi.fn() }));

vi.mock('./firebase-analytics', () => {
  firebaseAnalytics.loaded = true;
  return { start: firebaseAnalytics.start, stop: firebaseAnalytics.stop };
});

const { startAnalytics, stopAnalytics } = await import('./analytics');
const { clearAnalyticsCookies } = await import('./analytics-cookies');

afterEach(() => {
  for (const name of ['_ga', '_ga_ABC123', 'theme']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('analytics', () => {
  it('downloads nothing of Firebase Analytics until it is started', async () => {
    expect(firebaseAnalytics.loaded).toBe(false);
    await stopAnalytics();
    expect(firebaseAnalytics.loaded).toBe(false);
    await startAnalytics();
    expect(firebaseAnalytics.loaded).toBe(true);
    expect(firebaseAnalytics.start).toHaveBeenCalledTimes(1);
  });

  it('stops measuring and removes the analytics cookies when consent is withdrawn', async () => {
    document.cookie = '_ga=GA1.1.123; Path=/';
    document.cookie = '_ga_ABC123=GS1.1.456; Path=/';
    document.cookie = 'theme=light; Path=/';
    await startAnalytics();
    await stopAnalytics();
    expect(firebaseAnalytics.stop).toHaveBeenCalled();
    expect(document.cookie).toBe('theme=light');
  });

  it('leaves cookies that only look alike', () => {
    document.cookie = '_gallery=1; Path=/';
    clearAnalyticsCookies();
    expect(document.cookie).toContain('_gallery=1');
    document.cookie = '_gallery=; Max-Age=0; Path=/';
  });
});
