import { useEffect, useState } from 'react';
import { isGiftReference } from '../../../shared/gift-records';
import { readGiftReceipt } from './gift-receipt';
import { afterCheck, firstView, type CheckResult, type ReceiptView } from './receipt-checks';

async function check(reference: string): Promise<CheckResult> {
  if (!navigator.onLine) return { kind: 'unreachable', online: false };
  try {
    const record = await readGiftReceipt(reference);
    return record ? { kind: 'found', record } : { kind: 'missing' };
  } catch (error) {
    console.warn('The gift receipt could not be read', error);
    return { kind: 'unreachable', online: navigator.onLine };
  }
}

/** The server's receipt for `reference`, checked again with back-off (receipt-checks.ts) until known. */
export function useGiftReceipt(reference: unknown): ReceiptView {
  // Each answer is kept with the reference it is about: another reference starts from firstView.
  const [answer, setAnswer] = useState<{ reference: unknown; view: ReceiptView } | undefined>();

  useEffect(() => {
    if (!isGiftReference(reference)) return;
    let stopped = false;
    let timer: number | undefined;
    let attempt = 0;
    let offline = false;
    const run = async (): Promise<void> => {
      window.clearTimeout(timer);
      const result = await check(reference);
      if (stopped) return;
      const next = afterCheck(reference, attempt, result);
      attempt += 1;
      offline = next.view.kind === 'offline';
      setAnswer({ reference, view: next.view });
      if (next.retryInMs !== undefined) timer = window.setTimeout(() => void run(), next.retryInMs);
    };
    // Back online: start the waiting afresh, since the time offline was no waiting for Paystack.
    const online = (): void => {
      if (!offline) return;
      attempt = 0;
      void run();
    };
    window.addEventListener('online', online);
    void run();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [reference]);

  return answer && answer.reference === reference ? answer.view : firstView(reference);
}
