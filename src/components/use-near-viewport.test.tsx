import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useNearViewport, useNearViewportRef, WITHIN_A_SCREEN, WITHIN_HALF_A_SCREEN } from './use-near-viewport';

interface Watched {
  callback: IntersectionObserverCallback;
  margin: string | undefined;
  targets: Element[];
  disconnected: boolean;
}

/** An IntersectionObserver the test drives: `pass(isIntersecting)` reports every watched element. */
function stubIntersectionObserver() {
  const observers: Watched[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly watched: Watched;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.watched = { callback, margin: options?.rootMargin, targets: [], disconnected: false };
        observers.push(this.watched);
      }
      observe(target: Element) {
        this.watched.targets.push(target);
      }
      disconnect() {
        this.watched.disconnected = true;
      }
    },
  );
  const pass = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, disconnected } of observers) {
        if (!disconnected) callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { observers, pass };
}

type Options = Parameters<typeof useNearViewportRef>[0];

/** The element kept in state, as a carousel does. */
function ElementProbe({ options }: { options?: Options }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(element, options);
  return (
    <div ref={setElement} data-testid="probe">
      {near ? 'near' : 'far'}
    </div>
  );
}

/** Calls `onRender` at each of its renders. */
function RefProbe({ options, onRender }: { options?: Options; onRender?: () => void }) {
  const [near, watch] = useNearViewportRef(options);
  onRender?.();
  return (
    <div ref={watch} data-testid="probe">
      {near ? 'near' : 'far'}
    </div>
  );
}

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each([
  ['useNearViewport', ElementProbe],
  ['useNearViewportRef', RefProbe],
])('%s', (_name, Probe) => {
  it('watches the element within a screen of the viewport, and stays near once it has come', () => {
    const { observers, pass } = stubIntersectionObserver();
    render(<Probe />);
    const probe = screen.getByTestId('probe');
    expect(probe.textContent).toBe('far');
    expect(observers.map(({ margin, targets }) => ({ margin, targets }))).toEqual([
      { margin: WITHIN_A_SCREEN, targets: [probe] },
    ]);

    pass(false);
    expect(probe.textContent).toBe('far');
    pass(true);
    expect(probe.textContent).toBe('near');
    // Once near, nothing is watched any more, and scrolling away changes nothing.
    expect(observers.every(({ disconnected }) => disconnected)).toBe(true);
    pass(false);
    expect(probe.textContent).toBe('near');
  });

  it('uses the margin it is given', () => {
    const { observers } = stubIntersectionObserver();
    render(<Probe options={{ margin: WITHIN_HALF_A_SCREEN }} />);
    expect(observers.map(({ margin }) => margin)).toEqual([WITHIN_HALF_A_SCREEN]);
  });

  it('watches nothing and is never near while not enabled', () => {
    const { observers, pass } = stubIntersectionObserver();
    render(<Probe options={{ enabled: false }} />);
    pass(true);
    expect(observers).toEqual([]);
    expect(screen.getByTestId('probe').textContent).toBe('far');
  });

  it('is near on the next frame in a browser without IntersectionObserver', async () => {
    // jsdom has none.
    expect('IntersectionObserver' in window).toBe(false);
    render(<Probe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('near'));
  });
});

describe('useNearViewportRef', () => {
  it('renders once as its element appears, and again only when the element comes near', () => {
    const { pass } = stubIntersectionObserver();
    const onRender = vi.fn();
    render(<RefProbe onRender={onRender} />);
    expect(onRender).toHaveBeenCalledTimes(1);
    pass(true);
    expect(onRender).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('probe').textContent).toBe('near');
  });

  it('stops watching when its element goes', () => {
    const { observers } = stubIntersectionObserver();
    const { unmount } = render(<RefProbe />);
    expect(observers.map(({ disconnected }) => disconnected)).toEqual([false]);
    unmount();
    expect(observers.map(({ disconnected }) => disconnected)).toEqual([true]);
  });
});
