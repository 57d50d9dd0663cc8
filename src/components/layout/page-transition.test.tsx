import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageTransition } from './page-transition';

const { location } = vi.hoisted(() => ({ location: { pathname: '/' } }));
vi.mock('@tanstack/react-router', () => ({
  useLocation: ({ select }: { select: (current: { pathname: string }) => string }) => select(location),
}));

const animate = vi.fn(() => ({ cancel: vi.fn() }));

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
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true, writable: true });
});

afterEach(() => {
  cleanup();
  animate.mockClear();
  vi.unstubAllGlobals();
});

describe('page transition', () => {
  it('shows the landing page at once, then fades and slides in each new page over 0.3 s', () => {
    const { rerender } = render(at('/'));
    expect(animate).not.toHaveBeenCalled();
    rerender(at('/about'));
    expect(animate).toHaveBeenCalledOnce();
    expect(animate).toHaveBeenCalledWith(
      [
        { opacity: 0, transform: 'translateY(16px)' },
        { opacity: 1, transform: 'translateY(0)' },
      ],
      { duration: 300, easing: 'ease-out' },
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
