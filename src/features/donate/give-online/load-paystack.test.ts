import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LoaderModule from './load-paystack';

let loadPaystack: typeof LoaderModule.loadPaystack;
let PaystackUnavailableError: typeof LoaderModule.PaystackUnavailableError;

// The loader remembers its script for the life of the page: each test gets a fresh page's worth.
beforeEach(async () => {
  vi.resetModules();
  ({ loadPaystack, PaystackUnavailableError } = await import('./load-paystack'));
});

const SRC = 'https://js.paystack.co/v2/inline.js';

const scripts = (): HTMLScriptElement[] => [...document.querySelectorAll<HTMLScriptElement>(`script[src="${SRC}"]`)];

class FakePaystackPop {
  newTransaction = (): undefined => undefined;
  resumeTransaction = (): undefined => undefined;
}

afterEach(() => {
  delete window.PaystackPop;
  for (const script of scripts()) script.remove();
  vi.useRealTimers();
});

describe("loading Paystack's script", () => {
  it('adds the script once, however often the visitor presses, and resolves with PaystackPop', async () => {
    const first = loadPaystack(SRC);
    const second = loadPaystack(SRC);
    expect(scripts()).toHaveLength(1);
    window.PaystackPop = FakePaystackPop;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(FakePaystackPop);
    await expect(second).resolves.toBe(FakePaystackPop);
  });

  it('adds nothing once the script has run', async () => {
    window.PaystackPop = FakePaystackPop;
    await expect(loadPaystack(SRC)).resolves.toBe(FakePaystackPop);
    expect(scripts()).toHaveLength(0);
  });

  it('fails clearly when the download fails, and tries again with a new script element next time', async () => {
    const attempt = loadPaystack(SRC);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toBeInstanceOf(PaystackUnavailableError);
    expect(scripts()).toHaveLength(0);

    const retry = loadPaystack(SRC);
    expect(scripts()).toHaveLength(1);
    window.PaystackPop = FakePaystackPop;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(FakePaystackPop);
  });

  it('fails when a script arrives that does not define PaystackPop', async () => {
    const attempt = loadPaystack(SRC);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow(/did not define PaystackPop/);
  });

  it('gives up on a script that never arrives', async () => {
    vi.useFakeTimers();
    const attempt = loadPaystack(SRC, 5_000);
    const outcome = expect(attempt).rejects.toThrow(/took too long/);
    await vi.advanceTimersByTimeAsync(5_000);
    await outcome;
    expect(scripts()).toHaveLength(0);
  });
});
