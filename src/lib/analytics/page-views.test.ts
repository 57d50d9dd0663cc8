import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsPageLocation } from './page-location';

// Google's tag has no local form: the test stands in for it and records what it would send.
const tag = vi.hoisted(() => ({ config: [] as unknown[], events: [] as { name: string; params: unknown }[] }));

vi.mock('firebase/analytics', () => ({
  isSupported: () => Promise.resolve(true),
  setConsent: () => undefined,
  setAnalyticsCollectionEnabled: () => undefined,
  initializeAnalytics: (_app: unknown, settings: { config: unknown }) => {
    tag.config.push(settings.config);
    return {};
  },
  logEvent: (_analytics: unknown, name: string, params: unknown) => tag.events.push({ name, params }),
}));
vi.mock('../../lib/firebase-app', () => ({ firebaseApp: () => ({}) }));

const { start, stop } = await import('./firebase-analytics');

const REFERENCE = 'hh_abcdefghijklmnopqrstuvwxyz';

afterEach(() => {
  stop();
  window.history.replaceState(null, '', '/');
});

describe('the address analytics receives', () => {
  it("is the thank-you page's path alone, without the gift's reference", () => {
    expect(analyticsPageLocation(`https://hope.example/donate/success?reference=${REFERENCE}`)).toBe(
      'https://hope.example/donate/success',
    );
    expect(analyticsPageLocation(`https://hope.example/donate/success/?reference=${REFERENCE}&amount=5#x`)).toBe(
      'https://hope.example/donate/success/',
    );
  });

  it("keeps other pages' queries, where campaigns put their tags", () => {
    expect(analyticsPageLocation('https://hope.example/donate?utm_source=whatsapp#bank-transfer')).toBe(
      'https://hope.example/donate?utm_source=whatsapp',
    );
  });
});

describe('page views', () => {
  it("are sent by the site, never by the tag's automatic view, and carry no reference", async () => {
    window.history.replaceState(null, '', `/donate/success?reference=${REFERENCE}`);
    await start();
    expect(tag.config).toEqual([expect.objectContaining({ send_page_view: false })]);
    const views = tag.events.filter((event) => event.name === 'page_view');
    expect(views).toHaveLength(1);
    expect(JSON.stringify(views)).not.toContain(REFERENCE);
    expect(views[0]?.params).toMatchObject({
      page_location: `${window.location.origin}/donate/success`,
      page_path: '/donate/success',
    });
  });

  it('follow Back and Forward to the next page, and stop when consent is withdrawn', async () => {
    await start();
    const before = tag.events.length;
    window.history.pushState(null, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect(tag.events.length).toBe(before + 1));
    expect(tag.events.at(-1)?.params).toMatchObject({ page_path: '/about' });
    stop();
    window.history.pushState(null, '', '/programs');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tag.events.length).toBe(before + 1);
  });
});
