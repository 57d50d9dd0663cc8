import type { PaystackPopConstructor } from './paystack-inline';

/** The script did not arrive (no connection, blocked, too slow) or did not define PaystackPop. */
export class PaystackUnavailableError extends Error {
  constructor(reason: string) {
    super(`Paystack's script could not be loaded: ${reason}`);
    this.name = 'PaystackUnavailableError';
  }
}

/** A slow 3G phone fetches the script (about 60 KB) in a few seconds; past this, it is not coming. */
const LOAD_TIMEOUT_MS = 30_000;

let pending: Promise<PaystackPopConstructor> | undefined;

// A plain <script>: Paystack's is a classic script defining a global. A failed one is replaced: browsers never retry.
export function loadPaystack(src: string, timeoutMs = LOAD_TIMEOUT_MS): Promise<PaystackPopConstructor> {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop);
  return (pending ??= new Promise<PaystackPopConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const settle = (error?: PaystackUnavailableError): void => {
      window.clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      const loaded = window.PaystackPop;
      if (!error && loaded) return resolve(loaded);
      script.remove();
      pending = undefined;
      reject(error ?? new PaystackUnavailableError('it did not define PaystackPop'));
    };
    const timer = window.setTimeout(() => settle(new PaystackUnavailableError('it took too long')), timeoutMs);
    script.onload = () => settle();
    script.onerror = () => settle(new PaystackUnavailableError('the download failed'));
    document.head.append(script);
  }));
}
