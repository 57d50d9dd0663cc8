import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import cardClasses from './components/post-card.module.css';
import { LatestUpdates } from './latest-updates';

// The list stands for the chunk with Firestore and IndexedDB: the test sees when it is asked for.
const { listRequested } = vi.hoisted(() => ({ listRequested: vi.fn() }));
vi.mock('./components/latest-posts-list', () => {
  listRequested();
  return { LatestPostsList: () => <p>The posts</p> };
});

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...props }: { to: string; children: ReactNode }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
}));

/** An IntersectionObserver the test drives: `reveal()` says the observed section came near. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe = vi.fn();
      disconnect = vi.fn();
    },
  );
  const reveal = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { observers, reveal };
}

const page = () => <LatestUpdates />;

// Tells React this is a test runner, so state updates wrapped in act() are flushed without warnings.
beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  listRequested.mockClear();
});

describe("Home's Latest Updates", () => {
  it('is prerendered as the same placeholder shell every time, with its heading and link', () => {
    const html = renderToString(page());
    expect(renderToString(page())).toBe(html);
    expect(html).toContain('Latest Updates');
    expect(html).toContain('See all posts');
    // Three card-shaped placeholders (title, summary and button each), hidden from screen readers.
    expect(html.split(`${cardClasses.skeleton} `)).toHaveLength(3 * 3 + 1);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('The posts');
    // Still until the posts are asked for: no endless animation far down the page.
    expect(cardClasses.pulsing).toBeTruthy();
    expect(html).not.toContain(cardClasses.pulsing ?? 'pulsing');
  });

  it('downloads the posts only when the section comes within a screen of the viewport', async () => {
    const { observers, reveal } = stubIntersectionObserver();
    render(page());
    expect(observers.map(({ options }) => options?.rootMargin)).toEqual(['100% 0px']);

    reveal(false);
    expect(listRequested).not.toHaveBeenCalled();
    expect(screen.queryByText('The posts')).toBeNull();

    reveal(true);
    expect(await screen.findByText('The posts')).toBeTruthy();
    expect(listRequested).toHaveBeenCalledOnce();
    expect(screen.getByRole('region', { name: 'Latest Updates' })).toBeTruthy();
  });
});
