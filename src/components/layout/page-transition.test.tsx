import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAnimator } from './page-animator';
import { PageTransition } from './page-transition';

const { location, animate } = vi.hoisted(() => ({
  location: { pathname: '/' },
  animate: vi.fn(() => ({ cancel: () => undefined })),
}));
vi.mock('@tanstack/react-router', () => ({
  useLocation: ({ select }: { select: (current: { pathname: string }) => string }) => select(location),
}));
vi.mock('motion/mini', () => ({ animate }));

function preferReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce, media: query }));
}

/** The layout at `path`: the router's location moves there, and the page below re-renders. */
function at(path: string) {
  location.pathname = path;
  return (
    <PageTransition>
      <p>{path}</p>
    </PageTransition>
  );
}

beforeEach(() => {
  location.pathname = '/';
  preferReducedMotion(false);
});

afterEach(() => {
  cleanup();
  animate.mockClear();
  vi.unstubAllGlobals();
});

// One module instance for the file: the animator, once downloaded, stays.
describe('page transition', () => {
  it('downloads nothing for the landing page, and lets pages simply appear until motion has arrived', () => {
    const { rerender } = render(at('/'));
    rerender(at('/about'));
    expect(pageAnimator()).toBeUndefined();
    expect(animate).not.toHaveBeenCalled();
  });

  it('fetches motion on the first interaction, then fades and slides in each new page over 0.3 s', async () => {
    const { rerender } = render(at('/'));
    fireEvent.pointerDown(window);
    await vi.waitFor(() => expect(pageAnimator()).toBeDefined());
    expect(animate).not.toHaveBeenCalled();
    rerender(at('/about'));
    expect(animate).toHaveBeenCalledOnce();
    expect(animate).toHaveBeenCalledWith(
      expect.any(HTMLDivElement),
      { opacity: [0, 1], transform: ['translateY(16px)', 'translateY(0)'] },
      { duration: 0.3, ease: 'easeOut' },
    );
    // Back on the page the visit began with: a navigation like any other.
    rerender(at('/'));
    expect(animate).toHaveBeenCalledTimes(2);
  });

  it('moves nothing for visitors who prefer reduced motion', () => {
    preferReducedMotion(true);
    const { rerender } = render(at('/'));
    rerender(at('/about'));
    expect(animate).not.toHaveBeenCalled();
  });
});
