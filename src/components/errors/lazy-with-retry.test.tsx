import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, retryableImport } from './chunk-load-error';
import { lazyWithRetry } from './lazy-with-retry';

// Safari's message, which names no file: a retry calls the loader again (a failure naming its file is
// imported again under a new query, which the browser tests exercise with a real dropped download).
const chunkError = () => new TypeError('Importing a module script failed.');

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Outer extends Component<{ children: ReactNode }, { message: string | null }> {
  override state: { message: string | null } = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p>Route error: {this.state.message}</p>;
  }
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: https://x/a.js', true],
    ['error loading dynamically imported module: https://x/a.js', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/a.css', true],
    ['Cannot read properties of undefined', false],
  ])('%s: %s', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });

  it('is false for anything that is not an Error', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('retryableImport', () => {
  it('does not try a download offline with no service worker to answer, and says why as a failed download', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(() => Promise.resolve({ value: 1 }));
    const error: unknown = await retryableImport(load, (module) => module.value)().catch((failure: unknown) => failure);
    expect(load).not.toHaveBeenCalled();
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('downloads, and hands back what the caller picks, online', async () => {
    const load = vi.fn(() => Promise.resolve({ value: 1 }));
    await expect(retryableImport(load, (module) => module.value)()).resolves.toBe(1);
  });
});

describe('lazyWithRetry', () => {
  it('shows the stand-in while the code cannot be downloaded, and the component once the connection returns', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(Greeting);
    const Lazy = lazyWithRetry(load, (component) => component, {
      unavailable: ({ name }) => <p>Offline copy for {name}</p>,
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Offline copy for Ada')).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers a retry to the stand-in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(Greeting);
    const Lazy = lazyWithRetry(load, (component) => component, {
      unavailable: (_, retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      ),
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Bola" />
      </Suspense>,
    );
    (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(await screen.findByText('Hello Bola')).toBeTruthy();
  });

  it('lets any other error reach the route error view', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Lazy = lazyWithRetry(
      () => Promise.reject(new Error('A real bug')),
      (): typeof Greeting => Greeting,
      {
        unavailable: () => <p>Offline copy</p>,
      },
    );
    render(
      <Outer>
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Chidi" />
        </Suspense>
      </Outer>,
    );
    expect(await screen.findByText('Route error: A real bug')).toBeTruthy();
    expect(screen.queryByText('Offline copy')).toBeNull();
  });
});
