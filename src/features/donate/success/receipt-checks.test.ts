import { describe, expect, it } from 'vitest';
import type { GiftReceiptRecord } from '../../../shared/gift-records';
import { afterCheck, firstView, RECEIPT_CHECK_DELAYS_MS } from './receipt-checks';

const REFERENCE = 'hh_abcdefghijklmnopqrstuvwxyz';
const record: GiftReceiptRecord = {
  status: 'confirmed',
  amount: 500_000,
  currency: 'NGN',
  program: 'education',
  frequency: 'once',
  paidAt: '2026-11-28T10:00:00.000Z',
};

describe('the thank-you page before it has asked', () => {
  it('is the plain thank-you without a reference, waits with one of ours, and knows nothing of any other', () => {
    expect(firstView(undefined)).toEqual({ kind: 'none' });
    expect(firstView('')).toEqual({ kind: 'none' });
    expect(firstView(REFERENCE)).toEqual({ kind: 'waiting', reference: REFERENCE });
    for (const forged of ['T123456789012345', `${REFERENCE}x`, 'HH_ABCDEFGHIJKLMNOPQRSTUVWXYZ', 42, ['x']]) {
      expect(firstView(forged)).toEqual({ kind: 'unknown' });
    }
  });
});

describe('checking the server for a gift', () => {
  it('shows a recorded gift as its record says, confirmed or failed, and stops asking', () => {
    expect(afterCheck(REFERENCE, 0, { kind: 'found', record })).toEqual({
      view: { kind: 'confirmed', reference: REFERENCE, record },
    });
    const failed = { ...record, status: 'failed' as const };
    expect(afterCheck(REFERENCE, 3, { kind: 'found', record: failed })).toEqual({
      view: { kind: 'failed', reference: REFERENCE, record: failed },
    });
  });

  it('keeps waiting with growing pauses, then gives up after a few minutes', () => {
    const pauses: number[] = [];
    for (let attempt = 0; ; attempt += 1) {
      const next = afterCheck(REFERENCE, attempt, { kind: 'missing' });
      if (next.retryInMs === undefined) {
        expect(next.view).toEqual({ kind: 'unknown', reference: REFERENCE });
        break;
      }
      expect(next.view).toEqual({ kind: 'waiting', reference: REFERENCE });
      pauses.push(next.retryInMs);
    }
    expect(pauses).toEqual(RECEIPT_CHECK_DELAYS_MS);
    for (let index = 1; index < pauses.length; index += 1) {
      expect(pauses[index]).toBeGreaterThanOrEqual(pauses[index - 1] ?? 0);
    }
    const total = pauses.reduce((sum, pause) => sum + pause, 0);
    expect(total).toBeGreaterThanOrEqual(2 * 60_000);
    expect(total).toBeLessThanOrEqual(5 * 60_000);
  });

  it('says offline and sets no timer without a connection, but keeps trying through a server that does not answer', () => {
    expect(afterCheck(REFERENCE, 0, { kind: 'unreachable', online: false })).toEqual({
      view: { kind: 'offline', reference: REFERENCE },
    });
    expect(afterCheck(REFERENCE, 0, { kind: 'unreachable', online: true })).toEqual({
      view: { kind: 'waiting', reference: REFERENCE },
      retryInMs: RECEIPT_CHECK_DELAYS_MS[0],
    });
  });
});
